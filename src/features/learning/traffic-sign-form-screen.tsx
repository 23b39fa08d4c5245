import { useSuspenseQuery } from '@tanstack/react-query';
import type { DefaultValues } from 'react-hook-form';
import { FormPage } from '@/components/form/form-page';
import { SelectField, TextareaField, TextField } from '@/components/form/fields';
import type { EditRecord } from '@/components/form/edit-conflict';
import { useFormPage } from '@/components/form/use-form-page';
import type { MediaValue } from '@/components/media/uploaded-media';
import { readFragment } from '@/gql';
import { TrafficSignFormValuesFragmentDoc } from '@/gql/graphql';
import { adminGetTrafficSignDetailQueryOptions } from '@/gql/hooks';
import {
  SIGN_TYPE_LABELS,
  SIGN_TYPES,
  trafficSignSchema,
  type TrafficSignInput,
  type TrafficSignValues,
} from '@/rules/learning';
import { ImageListField, toMediaValues } from '@/components/media/image-list-field';
import { useCreateTrafficSign, useEditTrafficSign } from './traffic-sign-actions';
import { TRAFFIC_SIGN_LIST } from './traffic-sign-view-screen';

const TYPE_OPTIONS = SIGN_TYPES.map((t) => ({ value: t, label: SIGN_TYPE_LABELS[t] }));

function TrafficSignFormPage(props: {
  title: string;
  submitText: string;
  id?: string;
  record?: EditRecord;
  values: DefaultValues<TrafficSignInput>;
  images: readonly MediaValue[];
}) {
  const { id } = props;
  const create = useCreateTrafficSign();
  const edit = useEditTrafficSign();
  const { form, frame } = useFormPage<TrafficSignInput, TrafficSignValues>({
    schema: trafficSignSchema,
    defaultValues: props.values,
    list: TRAFFIC_SIGN_LIST,
    record: props.record,
    onSubmit: (input, editVersion) => (id ? edit.run({ id, input, editVersion }) : create.run({ input })),
  });
  return (
    <FormPage {...frame} title={props.title} listLabel="Traffic Signs" submitText={props.submitText}>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          form={form}
          name="title"
          id="ts-title"
          label="Title"
          autoComplete="off"
          hint="The sign's address is made from its title."
        />
        <TextField
          form={form}
          name="symbol"
          id="ts-symbol"
          label="Symbol"
          autoComplete="off"
          placeholder="e.g. P.102"
        />
        <SelectField
          form={form}
          name="type"
          id="ts-type"
          label="Type"
          placeholder="Select a type"
          options={TYPE_OPTIONS}
        />
      </div>
      <TextareaField form={form} name="content" id="ts-content" label="Content" required={false} rows={4} />
      <ImageListField form={form} name="images" id="ts-images" label="Images" initial={props.images} />
    </FormPage>
  );
}

export function CreateTrafficSignScreen() {
  return (
    <TrafficSignFormPage
      title="Create Traffic Sign"
      submitText="Create"
      values={{ title: '', symbol: '', content: '', images: [] }}
      images={[]}
    />
  );
}

/** The edit route's loader has the sign in the cache already. */
export function EditTrafficSignScreen({ slug }: { slug: string }) {
  const { data, refetch } = useSuspenseQuery(adminGetTrafficSignDetailQueryOptions({ slug }));
  const s = readFragment(TrafficSignFormValuesFragmentDoc, data.adminGetTrafficSignDetail);
  return (
    <TrafficSignFormPage
      title="Edit Traffic Sign"
      submitText="Save"
      id={s.id}
      record={{ editVersion: s.editVersion, refetch, live: { entity: 'traffic_sign', entityId: s.id } }}
      values={{
        title: s.title,
        symbol: s.symbol,
        content: s.content ?? '',
        type: s.type,
        images: s.medias.map((m) => m.id),
      }}
      images={toMediaValues(s.medias)}
    />
  );
}
