import { useSuspenseQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { ConfirmDelete } from '@/components/actions/confirm-delete';
import { PageHeader } from '@/components/layout/page-header';
import { BackLink, useBackToList } from '@/components/record/back-link';
import { RecordNotFound } from '@/components/record/record-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { readFragment } from '@/gql';
import { FeedbackDetailFragmentDoc } from '@/gql/graphql';
import { adminGetFeedBackDetailQueryOptions } from '@/gql/hooks';
import { formatDateTime } from '@/lib/format';
import { useDeleteFeedback } from './feedback-actions';
import { MemberName, memberName } from './member-name';
import { Field } from './field';

export const FEEDBACK_LIST = '/feedback/list';

/** The not-found state of the view route. */
export function FeedbackNotFound() {
  return <RecordNotFound what="Feedback" list={FEEDBACK_LIST} listLabel="Feedbacks" />;
}

/** SPEC §2.12 feedback detail: who wrote it, what, when, and the images they sent. */
export function FeedbackViewScreen({ id }: { id: string }) {
  const back = useBackToList(FEEDBACK_LIST);
  const remove = useDeleteFeedback();
  const { data } = useSuspenseQuery(adminGetFeedBackDetailQueryOptions({ id }));
  const f = readFragment(FeedbackDetailFragmentDoc, data.adminGetFeedBackDetail);
  const what = `feedback from ${memberName(f.user, f.email)}`;
  return (
    <section>
      <BackLink list={FEEDBACK_LIST} label="Feedbacks" />
      <PageHeader
        title="Feedback Detail"
        actions={
          <ConfirmDelete
            name={what}
            description={`The ${what} will be removed.`}
            onConfirm={() => remove.run({ id: f.id })}
            onDeleted={() => void back({ replace: true })}
            trigger={
              <Button variant="destructive">
                <Trash2 aria-hidden="true" /> Delete
              </Button>
            }
          />
        }
      />
      <Card className="max-w-3xl">
        <CardContent className="grid gap-6 pt-6">
          <dl className="grid gap-4 sm:grid-cols-2">
            <Field label="User">
              <MemberName userId={f.userId} user={f.user} fallback={f.email} />
            </Field>
            <Field label="Email">{f.email || f.user?.email || '-'}</Field>
            <Field label="Created date">{formatDateTime(f.createdAt)}</Field>
            <Field label="Status">
              {f.isActive ? (
                <Badge variant="success">Active</Badge>
              ) : (
                <Badge variant="secondary">Inactive</Badge>
              )}
            </Field>
            <Field label="Content" className="sm:col-span-2">
              <p className="whitespace-pre-wrap font-normal">{f.content}</p>
            </Field>
          </dl>
          <div className="grid gap-2">
            <h2 className="text-sm font-medium">Images ({f.medias.length})</h2>
            {f.medias.length ? (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                {f.medias.map((m, i) => (
                  <li key={m.id}>
                    <a
                      href={m.filePathOriginal}
                      target="_blank"
                      rel="noreferrer"
                      className="block overflow-hidden rounded-md border bg-muted"
                    >
                      <img
                        src={m.filePathLG ?? m.filePathOriginal}
                        alt={`Image ${i + 1} of the ${what}`}
                        className="aspect-square w-full object-cover"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">No images were sent with this feedback.</p>
            )}
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
