import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadRecord } from '@/components/record/load-record';
import { RecordError, RecordPending } from '@/components/record/record-states';
import { EditQuestionTheoryScreen } from '@/features/learning/question-theory-form-screen';
import { questionNoParam } from '@/features/learning/question-no-param';
import { QuestionTheoryNotFound } from '@/features/learning/question-theory-view-screen';
import { adminGetQuestionDetailQueryOptions } from '@/gql/hooks';

export const Route = createFileRoute('/_admin/learning-driving/question-theory_/edit/$no')({
  staticData: { title: 'Edit Question Theory' },
  loader: ({ context, params }) => {
    const no = questionNoParam(params.no);
    if (no === undefined) throw notFound();
    return loadRecord(context.queryClient, adminGetQuestionDetailQueryOptions({ no }));
  },
  pendingComponent: RecordPending,
  errorComponent: RecordError,
  notFoundComponent: QuestionTheoryNotFound,
  component: EditQuestionTheoryRoute,
});

function EditQuestionTheoryRoute() {
  const no = questionNoParam(Route.useParams().no) ?? 0;
  // Keyed by number so moving between questions starts a fresh form.
  return <EditQuestionTheoryScreen key={no} no={no} />;
}
