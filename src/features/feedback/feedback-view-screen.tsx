import { useSuspenseQuery } from '@tanstack/react-query';
import { ActiveBadge } from '@/components/record/active-badge';
import { DetailFields } from '@/components/record/detail-fields';
import { RecordNotFound } from '@/components/record/record-states';
import { DeleteRecord, RecordView } from '@/components/record/record-view';
import { Card, CardContent } from '@/components/ui/card';
import { readFragment } from '@/gql';
import { FeedbackDetailFragmentDoc } from '@/gql/graphql';
import { adminGetFeedBackDetailQueryOptions } from '@/gql/hooks';
import { formatDateTime } from '@/lib/format';
import { useDeleteFeedback } from './feedback-actions';
import { MemberName, memberName } from './member-name';

export const FEEDBACK_LIST = '/feedback/list';

/** The not-found state of the view route. */
export function FeedbackNotFound() {
  return <RecordNotFound what="Feedback" list={FEEDBACK_LIST} listLabel="Feedbacks" />;
}

/** SPEC §2.12 feedback detail: who wrote it, what, when, and the images they sent; delete. */
export function FeedbackViewScreen({ id }: { id: string }) {
  const remove = useDeleteFeedback();
  const { data } = useSuspenseQuery(adminGetFeedBackDetailQueryOptions({ id }));
  const f = readFragment(FeedbackDetailFragmentDoc, data.adminGetFeedBackDetail);
  const what = `feedback from ${memberName(f.user, f.email)}`;
  return (
    <RecordView
      list={FEEDBACK_LIST}
      listLabel="Feedbacks"
      title="Feedback Detail"
      actions={
        <DeleteRecord
          list={FEEDBACK_LIST}
          name={what}
          description={`The ${what} will be removed.`}
          onConfirm={() => remove.run({ id: f.id })}
        />
      }
    >
      <Card className="max-w-3xl">
        <CardContent className="grid gap-6 pt-6">
          <DetailFields
            rows={[
              ['User', <MemberName key="user" userId={f.userId} user={f.user} fallback={f.email} />],
              ['Email', f.email || f.user?.email || '-'],
              ['Created date', formatDateTime(f.createdAt)],
              ['Status', <ActiveBadge key="status" active={f.isActive} />],
              [
                'Content',
                <p key="content" className="whitespace-pre-wrap">
                  {f.content}
                </p>,
              ],
            ]}
          />
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
                        alt={`Image ${String(i + 1)} of the ${what}`}
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
    </RecordView>
  );
}
