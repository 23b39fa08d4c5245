import { createFileRoute } from '@tanstack/react-router';
import { loadRecord } from '@/components/record/load-record';
import { RecordError, RecordPending } from '@/components/record/record-states';
import { EditContestScreen } from '@/features/contests/contest-form-screen';
import { ContestNotFound } from '@/features/contests/contest-view-screen';
import { adminGetContestDetailQueryOptions } from '@/gql/hooks';

export const Route = createFileRoute('/_admin/contest_/edit/$id')({
  staticData: { title: 'Edit Contest' },
  loader: ({ context, params }) =>
    loadRecord(context.queryClient, adminGetContestDetailQueryOptions({ id: params.id })),
  pendingComponent: RecordPending,
  errorComponent: RecordError,
  notFoundComponent: ContestNotFound,
  component: EditContestRoute,
});

function EditContestRoute() {
  const { id } = Route.useParams();
  return <EditContestScreen key={id} id={id} />;
}
