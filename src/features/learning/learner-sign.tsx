import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { readFragment, type FragmentType } from '@/gql';
import { LearnerSignChoiceFragmentDoc, LearnerSignFragmentDoc } from '@/gql/graphql';
import { learnerSignChoicesQueryOptions } from '@/gql/hooks';
import { LearnerQuiz, type QuizChoice } from './learner-quiz';

/** Wrong choices offered beside the sign's own title, as the app's sign quiz does. */
const OTHER_CHOICES = 2;

/**
 * A traffic sign as the learner app quizzes it: the picture, 'what is this sign called?', its title
 * among the titles of other signs of its kind; the sign's content explains the answer.
 */
export function LearnerSign(props: { sign: FragmentType<typeof LearnerSignFragmentDoc> }) {
  const s = readFragment(LearnerSignFragmentDoc, props.sign);
  const others = useQuery(learnerSignChoicesQueryOptions({ type: s.type }));
  const picture = s.medias[0];
  const prompt = (
    <div className="grid gap-3">
      {picture ? (
        <img
          src={picture.filePathLG ?? picture.filePathOriginal}
          alt={`Sign ${s.symbol}`}
          className="mx-auto size-40 object-contain"
        />
      ) : null}
      <p className="text-base">What is sign {s.symbol} called?</p>
    </div>
  );
  if (others.isPending) return <p className="text-sm text-muted-foreground">Loading the choices…</p>;
  if (others.isError) {
    // The query cache has reported the failure once; here only the way to try again.
    return (
      <div className="grid gap-2 text-sm">
        {prompt}
        <p>The other signs to choose from could not be loaded.</p>
        <Button variant="outline" onClick={() => void others.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const wrong = others.data.adminGetListTrafficSigns.items
    .map((ref) => readFragment(LearnerSignChoiceFragmentDoc, ref))
    .filter((o) => o.id !== s.id && o.title !== s.title)
    .slice(0, OTHER_CHOICES);
  // A fixed order that does not always put the right answer first.
  const choices: QuizChoice[] = [
    { id: s.id, content: s.title, correct: true },
    ...wrong.map((o) => ({ id: o.id, content: o.title, correct: false })),
  ].sort((a, b) => a.id.localeCompare(b.id));
  return (
    <LearnerQuiz
      multiple={false}
      choices={choices}
      prompt={prompt}
      explanation={
        <>
          <p className="font-medium">
            {s.symbol}: {s.title}
          </p>
          <p className="whitespace-pre-wrap">{s.content || 'No description has been written yet.'}</p>
        </>
      }
    />
  );
}
