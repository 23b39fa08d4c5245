import { useSuspenseQuery } from '@tanstack/react-query';
import { DetailFields } from '@/components/record/detail-fields';
import { RecordNotFound } from '@/components/record/record-states';
import { RecordView } from '@/components/record/record-view';
import { Card, CardContent } from '@/components/ui/card';
import { readFragment } from '@/gql';
import { ReportPostDetailFragmentDoc } from '@/gql/graphql';
import { adminGetReportPostDetailQueryOptions } from '@/gql/hooks';
import { formatDateTime } from '@/lib/format';
import { MemberName } from './member-name';
import { PostLink } from './post-link';
import { ReportReasonBadge } from './report-reason';

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
    <RecordView
      list={REPORT_POST_LIST}
      listLabel="Reported Posts"
      title="Reported Post Detail"
      actions={null}
    >
      <Card className="max-w-3xl">
        <CardContent className="pt-6">
          <DetailFields
            rows={[
              ['Post', <PostLink key="post" id={r.postId} full />],
              ['Reason', <ReportReasonBadge key="reason" reason={r.reason} />],
              ['Reported by', <MemberName key="user" userId={r.userId} user={r.user} />],
              ['Reporter email', r.user?.email || '-'],
              ['Created date', formatDateTime(r.createdAt)],
              [
                'Content',
                <p key="content" className="whitespace-pre-wrap">
                  {r.content || '-'}
                </p>,
              ],
            ]}
          />
        </CardContent>
      </Card>
    </RecordView>
  );
}
