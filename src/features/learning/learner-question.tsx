import { Badge } from '@/components/ui/badge';
import { readFragment, type FragmentType } from '@/gql';
import { LearnerQuestionFragmentDoc } from '@/gql/graphql';
import { LearnerQuiz } from './learner-quiz';

/** A theory question as the learner app shows it: its pictures, the question, the answers to pick. */
export function LearnerQuestion(props: { question: FragmentType<typeof LearnerQuestionFragmentDoc> }) {
  const q = readFragment(LearnerQuestionFragmentDoc, props.question);
  return (
    <LearnerQuiz
      multiple={q.answerType === 'SELECT_MULTIPLE'}
      choices={q.answers.map((a) => ({ id: a.id, content: a.content, correct: a.correctAnswer }))}
      prompt={
        <div className="grid gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm font-semibold">Question {q.no}</span>
            {q.type.includes('CRITICAL_POINTS') ? (
              <Badge variant="destructive">Critical points: a wrong answer fails the test</Badge>
            ) : null}
          </div>
          {q.imageDetail.map((m, i) => (
            <img
              key={m.id}
              src={m.filePathLG ?? m.filePathOriginal}
              alt={`Picture ${String(i + 1)} of question ${String(q.no)}`}
              className="mx-auto max-h-48 object-contain"
            />
          ))}
          <p className="text-base whitespace-pre-wrap">{q.content}</p>
        </div>
      }
      explanation={
        <>
          <p className="whitespace-pre-wrap">{q.explainAnswer || 'No explanation has been written yet.'}</p>
          {q.imageExplainAnswerDetail.map((m, i) => (
            <img
              key={m.id}
              src={m.filePathLG ?? m.filePathOriginal}
              alt={`Explanation picture ${String(i + 1)}`}
              className="max-h-40 object-contain"
            />
          ))}
        </>
      }
    />
  );
}
