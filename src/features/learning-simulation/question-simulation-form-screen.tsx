import { useSuspenseQuery } from '@tanstack/react-query';
import type { DefaultValues } from 'react-hook-form';
import { FormPage } from '@/components/form/form-page';
import type { EditRecord } from '@/components/form/edit-conflict';
import { useFormPage } from '@/components/form/use-form-page';
import type { MediaValue } from '@/components/media/uploaded-media';
import { readFragment } from '@/gql';
import { QuestionSimulationFormValuesFragmentDoc, SimulationSegmentFragmentDoc } from '@/gql/graphql';
import { adminGetQuestionSimulationDetailQueryOptions } from '@/gql/hooks';
import {
  SEGMENT_POINTS,
  simulationQuestionSchema,
  type SimulationQuestionInput,
  type SimulationQuestionValues,
} from '@/rules/learning-simulation';
import { toMediaValues } from '@/components/media/image-list-field';
import { QuestionSimulationFields } from './question-simulation-form';
import { QUESTION_SIMULATION_LIST, useCreateSimulation, useEditSimulation } from './simulation-actions';

/** A new question starts with five one-second segments from the start; the admin moves them. */
const FIRST_SEGMENTS = SEGMENT_POINTS.map((point, i) => ({
  no: i + 1,
  minuteFrom: 0,
  secondFrom: i,
  minuteTo: 0,
  secondTo: i + 1,
  point,
}));

function QuestionSimulationFormPage(props: {
  title: string;
  submitText: string;
  id?: string;
  record?: EditRecord;
  values: DefaultValues<SimulationQuestionInput>;
  video: MediaValue | undefined;
  images: readonly MediaValue[];
}) {
  const { id } = props;
  const create = useCreateSimulation();
  const edit = useEditSimulation();
  const { form, frame } = useFormPage<SimulationQuestionInput, SimulationQuestionValues>({
    schema: simulationQuestionSchema,
    defaultValues: props.values,
    list: QUESTION_SIMULATION_LIST,
    record: props.record,
    onSubmit: (input, editVersion) =>
      id !== undefined ? edit.run({ id, input, editVersion }) : create.run({ input }),
  });
  return (
    <FormPage {...frame} title={props.title} listLabel="Question Simulation" submitText={props.submitText}>
      <QuestionSimulationFields form={form} video={props.video} images={props.images} />
    </FormPage>
  );
}

export function CreateQuestionSimulationScreen() {
  return (
    <QuestionSimulationFormPage
      title="Create Question Simulation"
      submitText="Create"
      values={{
        content: '',
        explainAnswer: '',
        images: [],
        type: [],
        answers: FIRST_SEGMENTS,
        videoDuration: 0,
      }}
      video={undefined}
      images={[]}
    />
  );
}

export function EditQuestionSimulationScreen({ id }: { id: string }) {
  const { data, refetch } = useSuspenseQuery(adminGetQuestionSimulationDetailQueryOptions({ id }));
  const q = readFragment(QuestionSimulationFormValuesFragmentDoc, data.adminGetQuestionSimulationDetail);
  const video = q.mediaDetail ? toMediaValues([q.mediaDetail])[0] : undefined;
  return (
    <QuestionSimulationFormPage
      title="Edit Question Simulation"
      submitText="Save"
      id={id}
      record={{
        editVersion: q.editVersion,
        refetch,
        live: { entity: 'question_simulation', entityId: q.id },
      }}
      values={{
        content: q.content,
        no: q.no,
        explainAnswer: q.explainAnswer ?? '',
        videos: q.mediaDetail?.id,
        // Filled in by the player once the clip's metadata has loaded.
        videoDuration: 0,
        images: q.imageDetail.map((m) => m.id),
        type: [...q.type],
        answers: q.answers.map((ref) => {
          const a = readFragment(SimulationSegmentFragmentDoc, ref);
          return {
            no: a.no,
            minuteFrom: a.minuteFrom,
            secondFrom: a.secondFrom,
            minuteTo: a.minuteTo,
            secondTo: a.secondTo,
            point: a.point,
          };
        }),
      }}
      video={video}
      images={toMediaValues(q.imageDetail)}
    />
  );
}
