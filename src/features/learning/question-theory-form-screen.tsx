import { useSuspenseQuery } from '@tanstack/react-query';
import type { DefaultValues } from 'react-hook-form';
import { FormPage } from '@/components/form/form-page';
import type { EditRecord } from '@/components/form/edit-conflict';
import { useFormPage } from '@/components/form/use-form-page';
import type { MediaValue } from '@/components/media/uploaded-media';
import { readFragment } from '@/gql';
import { QuestionTheoryFormValuesFragmentDoc } from '@/gql/graphql';
import { adminGetQuestionDetailQueryOptions } from '@/gql/hooks';
import { theoryQuestionSchema, type TheoryQuestionInput, type TheoryQuestionValues } from '@/rules/learning';
import { toMediaValues } from '@/components/media/image-list-field';
import { useCreateQuestion, useEditQuestion } from './question-theory-actions';
import { QuestionTheoryFields } from './question-theory-form';
import { QUESTION_THEORY_LIST } from './question-theory-view-screen';

const EMPTY_ANSWERS = [1, 2, 3].map((no) => ({ no, content: '', correctAnswer: false }));

function QuestionTheoryFormPage(props: {
  title: string;
  submitText: string;
  /** The number of the question being edited (its address); absent on create. */
  no?: number;
  /** The record an edit page was loaded from (its version; docs/conflicts.md); absent on create. */
  record?: EditRecord;
  values: DefaultValues<TheoryQuestionInput>;
  images: readonly MediaValue[];
  explainImages: readonly MediaValue[];
}) {
  const { no } = props;
  const create = useCreateQuestion();
  const edit = useEditQuestion();
  const { form, frame } = useFormPage<TheoryQuestionInput, TheoryQuestionValues>({
    schema: theoryQuestionSchema,
    defaultValues: props.values,
    list: QUESTION_THEORY_LIST,
    record: props.record,
    onSubmit: (input, editVersion) =>
      no !== undefined ? edit.run({ no, input, editVersion }) : create.run({ input }),
  });
  return (
    <FormPage {...frame} title={props.title} listLabel="Question Theory" submitText={props.submitText}>
      <QuestionTheoryFields form={form} images={props.images} explainImages={props.explainImages} />
    </FormPage>
  );
}

export function CreateQuestionTheoryScreen() {
  return (
    <QuestionTheoryFormPage
      title="Create Question Theory"
      submitText="Create"
      values={{
        content: '',
        explainAnswer: '',
        images: [],
        imageExplainAnswer: [],
        isActive: true,
        type: [],
        answerType: 'SELECT_ONE',
        answers: EMPTY_ANSWERS,
      }}
      images={[]}
      explainImages={[]}
    />
  );
}

/** The edit route's loader has the question in the cache already. */
export function EditQuestionTheoryScreen({ no }: { no: number }) {
  const { data, refetch } = useSuspenseQuery(adminGetQuestionDetailQueryOptions({ no }));
  const q = readFragment(QuestionTheoryFormValuesFragmentDoc, data.adminGetQuestionDetail);
  return (
    <QuestionTheoryFormPage
      title="Edit Question Theory"
      submitText="Save"
      no={no}
      record={{ editVersion: q.editVersion, refetch, live: { entity: 'question_theory', entityId: q.id } }}
      values={{
        content: q.content,
        no: q.no,
        explainAnswer: q.explainAnswer ?? '',
        images: q.imageDetail.map((m) => m.id),
        imageExplainAnswer: q.imageExplainAnswerDetail.map((m) => m.id),
        isActive: q.isActive,
        type: [...q.type],
        answerType: q.answerType,
        answers: q.answers.map((a) => ({ no: a.no, content: a.content, correctAnswer: a.correctAnswer })),
      }}
      images={toMediaValues(q.imageDetail)}
      explainImages={toMediaValues(q.imageExplainAnswerDetail)}
    />
  );
}
