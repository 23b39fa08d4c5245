import { useSuspenseQuery } from '@tanstack/react-query';
import { DetailFields } from '@/components/record/detail-fields';
import { RecordNotFound } from '@/components/record/record-states';
import { EditLink, RecordView } from '@/components/record/record-view';
import { Card, CardContent } from '@/components/ui/card';
import { readFragment } from '@/gql';
import { ContestDetailFragmentDoc } from '@/gql/graphql';
import { adminGetContestDetailQueryOptions } from '@/gql/hooks';
import { formatDate, formatDateTime } from '@/lib/format';
import { CONTEST_LIST } from './contest-actions';
import { formatDuration } from './contest-format';

export function ContestNotFound() {
  return <RecordNotFound what="Contest" list={CONTEST_LIST} listLabel="Contest" />;
}

export function ContestViewScreen({ id }: { id: string }) {
  const { data } = useSuspenseQuery(adminGetContestDetailQueryOptions({ id }));
  const c = readFragment(ContestDetailFragmentDoc, data.adminGetContestDetail);
  return (
    <RecordView
      history={{ entityType: 'contest', entityId: c.id }}
      list={CONTEST_LIST}
      listLabel="Contest"
      title={c.name}
      actions={<EditLink to="/contest/edit/$id" params={{ id: c.id }} />}
    >
      <Card className="max-w-3xl">
        <CardContent className="pt-6">
          <DetailFields
            rows={[
              ['Name', c.name],
              ['Description', c.description || '-'],
              ['Duration', formatDuration(c.duration)],
              ['No. of winners', c.noWiner ?? '-'],
              ['Start', formatDate(c.startDate)],
              ['End', formatDate(c.endDate)],
              ['Slug', c.slug],
              ['Created', formatDateTime(c.createdAt)],
              ['Updated', formatDateTime(c.updatedAt)],
            ]}
          />
        </CardContent>
      </Card>
    </RecordView>
  );
}
