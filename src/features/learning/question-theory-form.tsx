import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import {
  ControlledField,
  NumberField,
  SelectField,
  SwitchField,
  TextareaField,
} from '@/components/form/fields';
import type { MediaValue } from '@/components/media/uploaded-media';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import {
  ANSWER_TYPE_LABELS,
  ANSWER_TYPES,
  ANSWERS_MAX,
  THEORY_TYPE_LABELS,
  THEORY_TYPES,
  type TheoryQuestionInput,
  type TheoryQuestionValues,
} from '@/rules/learning';
import { ImageListField } from '@/components/media/image-list-field';

type Form = UseFormReturn<TheoryQuestionInput, unknown, TheoryQuestionValues>;

const ANSWER_TYPE_OPTIONS = ANSWER_TYPES.map((t) => ({ value: t, label: ANSWER_TYPE_LABELS[t] }));

/** The eight categories as checkboxes: a question can sit in several (and be a critical-points one). */
function TypeChecks({ form }: { form: Form }) {
  return (
    <ControlledField
      form={form}
      name="type"
      id="qt-types"
      label="Types"
      render={(field, wiring) => {
        const chosen: readonly string[] = field.value;
        return (
          <div
            id={wiring.id}
            role="group"
            aria-invalid={wiring['aria-invalid']}
            aria-describedby={wiring['aria-describedby']}
            className="grid gap-2 sm:grid-cols-2"
          >
            {THEORY_TYPES.map((t) => (
              <label key={t} className="inline-flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={chosen.includes(t)}
                  onChange={(e) =>
                    field.onChange(e.target.checked ? [...chosen, t] : chosen.filter((x) => x !== t))
                  }
                />
                {THEORY_TYPE_LABELS[t]}
              </label>
            ))}
          </div>
        );
      }}
    />
  );
}

/** The answers: text and a Correct mark each, added and removed in place; the rules sit on the list. */
function AnswerList({ form }: { form: Form }) {
  const answers = useFieldArray({ control: form.control, name: 'answers' });
  const { errors } = form.formState;
  const listError = errors.answers?.message ?? errors.answers?.root?.message;
  return (
    <fieldset className="grid gap-2" aria-describedby={listError ? 'qt-answers-error' : undefined}>
      <legend className="mb-1 text-sm font-medium">
        Answers <span className="text-destructive">*</span>
      </legend>
      <ol className="grid gap-2">
        {answers.fields.map((a, i) => {
          const error = errors.answers?.[i]?.content?.message;
          const id = `qt-answer-${String(i + 1)}`;
          return (
            <li key={a.id} className="grid gap-1">
              <div className="flex items-start gap-2">
                <span className="mt-2 w-5 text-sm font-medium tabular-nums">{i + 1}.</span>
                <Textarea
                  id={id}
                  rows={2}
                  aria-label={`Answer ${String(i + 1)}`}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  className={cn('flex-1', error && 'border-destructive')}
                  {...form.register(`answers.${i}.content`)}
                />
                <label className="mt-2 inline-flex items-center gap-1.5 text-sm whitespace-nowrap">
                  <input type="checkbox" {...form.register(`answers.${i}.correctAnswer`)} />
                  Correct
                </label>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove answer ${String(i + 1)}`}
                  onClick={() => answers.remove(i)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
              {error ? (
                <p id={`${id}-error`} className="ml-7 text-sm text-destructive">
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {listError ? (
        <p id="qt-answers-error" role="alert" className="text-sm text-destructive">
          {listError}
        </p>
      ) : null}
      <div>
        <Button
          variant="outline"
          size="sm"
          disabled={answers.fields.length >= ANSWERS_MAX}
          onClick={() => answers.append({ no: answers.fields.length + 1, content: '', correctAnswer: false })}
        >
          <Plus aria-hidden="true" /> Add answer
        </Button>
      </div>
    </fieldset>
  );
}

/** The fields create and edit share (SPEC §2.15 theory question). */
export function QuestionTheoryFields(props: {
  form: Form;
  images: readonly MediaValue[];
  explainImages: readonly MediaValue[];
}) {
  const { form } = props;
  return (
    <>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <NumberField form={form} name="no" id="qt-no" label="Number" placeholder="e.g. 121" />
        <SelectField
          form={form}
          name="answerType"
          id="qt-answer-type"
          label="Answer type"
          options={ANSWER_TYPE_OPTIONS}
        />
      </div>
      <SwitchField form={form} name="isActive" label="Active" />
      <TextareaField form={form} name="content" id="qt-content" label="Content" rows={3} />
      <TypeChecks form={form} />
      <ImageListField form={form} name="images" id="qt-images" label="Images" initial={props.images} />
      <AnswerList form={form} />
      <TextareaField
        form={form}
        name="explainAnswer"
        id="qt-explain"
        label="Explanation"
        required={false}
        rows={3}
      />
      <ImageListField
        form={form}
        name="imageExplainAnswer"
        id="qt-explain-images"
        label="Explanation images"
        initial={props.explainImages}
      />
    </>
  );
}
