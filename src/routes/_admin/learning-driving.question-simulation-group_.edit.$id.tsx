import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadRecord } from '@/components/record/load-record';
import { RecordError, RecordPending } from '@/components/record/record-states';
import { EditQuestionSimulationGroupScreen } from '@/features/learning-simulation/question-simulation-group-form-screen';
import { QuestionSimulationGroupNotFound } from '@/features/learning-simulation/question-simulation-group-view-screen';
import { adminGetQuestionSimulationGroupDetailQueryOptions } from '@/gql/hooks';
import { isUuid } from '@/rules/ids';

export const Route = createFileRoute('/_admin/learning-driving/question-simulation-group_/edit/$id')({
  staticData: { title: 'Edit Question Simulation Group' },
  loader: ({ context, params }) => {
    // A malformed id is the not-found state without a call.
    if (!isUuid(params.id)) throw notFound();
    return loadRecord(
      context.queryClient,
      adminGetQuestionSimulationGroupDetailQueryOptions({ id: params.id }),
    );
  },
  pendingComponent: RecordPending,
  errorComponent: RecordError,
  notFoundComponent: QuestionSimulationGroupNotFound,
  component: RouteScreen,
});

function RouteScreen() {
  const { id } = Route.useParams();
  return <EditQuestionSimulationGroupScreen key={id} id={id} />;
}
