import { CheckCircle2, XCircle } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export interface QuizChoice {
  id: string;
  content: string;
  correct: boolean;
}

/** The set of picked choices is exactly the set of correct ones (one for SELECT_ONE, all for SELECT_MULTIPLE). */
export function isRightPick(choices: readonly QuizChoice[], picked: ReadonlySet<string>): boolean {
  return choices.every((c) => c.correct === picked.has(c.id));
}

/**
 * One question as the learner app asks it: pick (one, or several), check, then see which answers were
 * right and the explanation. Everything stays in this component's state: the preview stores nothing.
 */
export function LearnerQuiz(props: {
  prompt: ReactNode;
  choices: readonly QuizChoice[];
  multiple: boolean;
  explanation: ReactNode;
}) {
  const { choices, multiple } = props;
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [checked, setChecked] = useState(false);
  const name = useId();
  const right = isRightPick(choices, picked);

  const toggle = (id: string) => {
    if (checked) return;
    setPicked((prev) => {
      if (!multiple) return new Set([id]);
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  return (
    <div className="grid gap-4">
      {props.prompt}
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-xs text-muted-foreground">
          {multiple ? 'Choose every correct answer' : 'Choose one answer'}
        </legend>
        {choices.map((c, i) => {
          const isPicked = picked.has(c.id);
          return (
            <label
              key={c.id}
              data-answer={i + 1}
              data-result={checked ? (c.correct ? 'correct' : isPicked ? 'wrong' : 'other') : undefined}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm',
                !checked && isPicked && 'border-primary bg-accent',
                checked && c.correct && 'border-success bg-success/10',
                checked && !c.correct && isPicked && 'border-destructive bg-destructive/10',
              )}
            >
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={name}
                className="mt-0.5"
                checked={isPicked}
                disabled={checked}
                onChange={() => toggle(c.id)}
              />
              <span className="flex-1">
                <span className="font-medium">{i + 1}. </span>
                {c.content}
              </span>
              {checked && c.correct ? (
                <CheckCircle2 className="size-4 shrink-0 text-success" aria-label="Correct answer" />
              ) : null}
              {checked && !c.correct && isPicked ? (
                <XCircle className="size-4 shrink-0 text-destructive" aria-label="Wrong answer" />
              ) : null}
            </label>
          );
        })}
      </fieldset>
      {checked ? (
        <div className="grid gap-3">
          <p
            role="status"
            className={cn('text-sm font-semibold', right ? 'text-success' : 'text-destructive')}
          >
            {right ? 'Correct!' : 'Not quite.'}
          </p>
          <div className="grid gap-2 rounded-md bg-muted p-3 text-sm">
            <p className="font-medium">Explanation</p>
            {props.explanation}
          </div>
          <Button
            variant="outline"
            onClick={() => {
              setPicked(new Set());
              setChecked(false);
            }}
          >
            Try again
          </Button>
        </div>
      ) : (
        <Button disabled={picked.size === 0} onClick={() => setChecked(true)}>
          Check answer
        </Button>
      )}
    </div>
  );
}
