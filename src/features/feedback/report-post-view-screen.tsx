import { useSuspenseQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/layout/page-header';
import { BackLink } from '@/components/record/back-link';
import { RecordNotFound } from '@/components/record/record-states';
import { Card, CardContent } from '@/components/ui/card';
import { readFragment } from '@/gql';
import { ReportPostDetailFragmentDoc } from '@/gql/graphql';
import { adminGetReportPostDetailQueryOptions } from '@/gql/hooks';
import { formatDateTime } from '@/lib/format';
import { Field } from './field';
import { PostLink } from './post-link';
import { ReportReasonBadge } from './report-reason';
import { MemberName } from './member-name';

export const REPORT_POST_LIST = '/feedback/reported-posts';

/** The not-found state of the view route. */
export function ReportPostNotFound() {
  return <RecordNotFound what="Reported post" list={REPORT_POST_LIST} listLabel="Reported Posts" />;
}

/** SPEC §2.12 reported post detail, read-only: the report, the post it is about and who sent it. */
export function ReportPostViewScreen({ id }: { id: string }) {
  const { data } = useSuspenseQuery(adminGetReportPostDetailQueryOptions({ id }));
  const r = readFragment(ReportPostDetailFragmentDoc, data.adminGetReportPostDetail);
  return (
    <section>
      <BackLink list={REPORT_POST_LIST} label="Reported Posts" />
      <PageHeader title="Reported Post Detail" />
      <Card className="max-w-3xl">
        <CardContent className="pt-6">
          <dl className="grid gap-4 sm:grid-cols-2">
            <Field label="Post" className="sm:col-span-2">
              <PostLink id={r.postId} full />
            </Field>
            <Field label="Reason">
              <ReportReasonBadge reason={r.reason} />
            </Field>
            <Field label="Reported by">
              <MemberName userId={r.userId} user={r.user} />
            </Field>
            <Field label="Reporter email">{r.user?.email || '-'}</Field>
            <Field label="Created date">{formatDateTime(r.createdAt)}</Field>
            <Field label="Content" className="sm:col-span-2">
              <p className="whitespace-pre-wrap font-normal">{r.content || '-'}</p>
            </Field>
          </dl>
        </CardContent>
      </Card>
    </section>
  );
}
