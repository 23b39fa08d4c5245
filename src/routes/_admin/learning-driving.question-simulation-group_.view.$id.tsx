import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadRecord } from '@/components/record/load-record';
import { RecordError, RecordPending } from '@/components/record/record-states';
import {
  QuestionSimulationGroupNotFound,
  QuestionSimulationGroupViewScreen,
} from '@/features/learning-simulation/question-simulation-group-view-screen';
import { adminGetQuestionSimulationGroupDetailQueryOptions } from '@/gql/hooks';
import { isUuid } from '@/rules/ids';

export const Route = createFileRoute('/_admin/learning-driving/question-simulation-group_/view/$id')({
  staticData: { title: 'Question Simulation Group Detail' },
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
  return <QuestionSimulationGroupViewScreen key={id} id={id} />;
}
