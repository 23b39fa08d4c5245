import { useSuspenseQuery } from '@tanstack/react-query';
import { DateField, NumberField, TextareaField, TextField } from '@/components/form/fields';
import { FormPage } from '@/components/form/form-page';
import type { EditRecord } from '@/components/form/edit-conflict';
import { useFormPage } from '@/components/form/use-form-page';
import { readFragment } from '@/gql';
import { ContestDetailFragmentDoc } from '@/gql/graphql';
import { adminGetContestDetailQueryOptions } from '@/gql/hooks';
import { contestSchema, dayInVietnam, type ContestInput } from '@/rules/editorial';
import { CONTEST_LIST, useCreateContest, useEditContest } from './contest-actions';

function ContestFormPage(props: {
  title: string;
  submitText: string;
  id?: string;
  record?: EditRecord;
  values: ContestInput;
}) {
  const { id } = props;
  const create = useCreateContest();
  const edit = useEditContest();
  const { form, frame } = useFormPage({
    schema: contestSchema,
    defaultValues: props.values,
    list: CONTEST_LIST,
    record: props.record,
    onSubmit: (input, editVersion) => (id ? edit.run({ id, input, editVersion }) : create.run({ input })),
  });
  return (
    <FormPage {...frame} title={props.title} listLabel="Contest" submitText={props.submitText}>
      <TextField form={form} name="name" id="contest-name" label="Name" autoComplete="off" />
      <TextareaField
        form={form}
        name="description"
        id="contest-description"
        label="Description"
        required={false}
        rows={3}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <DateField form={form} name="startDate" id="contest-start" label="Start date" />
        <DateField form={form} name="endDate" id="contest-end" label="End date" />
        <NumberField form={form} name="duration" id="contest-duration" label="Duration (days)" />
        <NumberField form={form} name="noWiner" id="contest-winners" label="No. of winners" />
      </div>
    </FormPage>
  );
}

export function CreateContestScreen() {
  return (
    <ContestFormPage
      title="Create Contest"
      submitText="Create"
      values={{ name: '', description: '', startDate: '', endDate: '', duration: 7, noWiner: 1 }}
    />
  );
}

export function EditContestScreen({ id }: { id: string }) {
  const { data, refetch } = useSuspenseQuery(adminGetContestDetailQueryOptions({ id }));
  const c = readFragment(ContestDetailFragmentDoc, data.adminGetContestDetail);
  return (
    <ContestFormPage
      title="Edit Contest"
      submitText="Save"
      id={id}
      record={{ editVersion: c.editVersion, refetch, live: { entity: 'contest', entityId: c.id } }}
      values={{
        name: c.name,
        description: c.description ?? '',
        startDate: dayInVietnam(c.startDate),
        endDate: dayInVietnam(c.endDate),
        duration: c.duration ?? 1,
        noWiner: c.noWiner ?? 1,
      }}
    />
  );
}
