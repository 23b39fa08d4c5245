import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadRecord } from '@/components/record/load-record';
import { RecordError, RecordPending } from '@/components/record/record-states';
import {
  QuestionTheoryNotFound,
  QuestionTheoryViewScreen,
} from '@/features/learning/question-theory-view-screen';
import { adminGetQuestionDetailQueryOptions } from '@/gql/hooks';
import { questionNoParam } from '@/features/learning/question-no-param';

export const Route = createFileRoute('/_admin/learning-driving/question-theory_/view/$no')({
  staticData: { title: 'Question Theory Detail' },
  loader: ({ context, params }) => {
    const no = questionNoParam(params.no);
    if (no === undefined) throw notFound();
    return loadRecord(context.queryClient, adminGetQuestionDetailQueryOptions({ no }));
  },
  pendingComponent: RecordPending,
  errorComponent: RecordError,
  notFoundComponent: QuestionTheoryNotFound,
  component: QuestionTheoryViewRoute,
});

function QuestionTheoryViewRoute() {
  const no = questionNoParam(Route.useParams().no) ?? 0;
  return <QuestionTheoryViewScreen no={no} />;
}
