import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadRecord } from '@/components/record/load-record';
import { RecordError, RecordPending } from '@/components/record/record-states';
import { EditQuestionSimulationScreen } from '@/features/learning-simulation/question-simulation-form-screen';
import { QuestionSimulationNotFound } from '@/features/learning-simulation/question-simulation-view-screen';
import { adminGetQuestionSimulationDetailQueryOptions } from '@/gql/hooks';
import { isUuid } from '@/rules/ids';

export const Route = createFileRoute('/_admin/learning-driving/question-simulation_/edit/$id')({
  staticData: { title: 'Edit Question Simulation' },
  loader: ({ context, params }) => {
    // A malformed id is the not-found state without a call.
    if (!isUuid(params.id)) throw notFound();
    return loadRecord(context.queryClient, adminGetQuestionSimulationDetailQueryOptions({ id: params.id }));
  },
  pendingComponent: RecordPending,
  errorComponent: RecordError,
  notFoundComponent: QuestionSimulationNotFound,
  component: RouteScreen,
});

function RouteScreen() {
  const { id } = Route.useParams();
  return <EditQuestionSimulationScreen key={id} id={id} />;
}
