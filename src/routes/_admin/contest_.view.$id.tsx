import { createFileRoute } from '@tanstack/react-router';
import { loadRecord } from '@/components/record/load-record';
import { RecordError, RecordPending } from '@/components/record/record-states';
import { ContestNotFound, ContestViewScreen } from '@/features/contests/contest-view-screen';
import { adminGetContestDetailQueryOptions } from '@/gql/hooks';

export const Route = createFileRoute('/_admin/contest_/view/$id')({
  staticData: { title: 'Contest Detail' },
  loader: ({ context, params }) =>
    loadRecord(context.queryClient, adminGetContestDetailQueryOptions({ id: params.id })),
  pendingComponent: RecordPending,
  errorComponent: RecordError,
  notFoundComponent: ContestNotFound,
  component: ContestViewRoute,
});

function ContestViewRoute() {
  const { id } = Route.useParams();
  return <ContestViewScreen id={id} />;
}
