import type { DefaultValues } from 'react-hook-form';
import type { EditRecord } from '@/components/form/edit-conflict';
import { SelectField, TextField } from '@/components/form/fields';
import { DialogForm, FormDialog, useDialogForm } from '@/components/form/form-dialog';
import { retryUnlessMissing } from '@/components/record/load-record';
import { RecordProblem } from '@/components/record/record-states';
import { Skeleton } from '@/components/ui/skeleton';
import { readFragment } from '@/gql';
import { BenefitFormStartFragmentDoc } from '@/gql/graphql';
import { useAdminGetUserServiceBenefitDetailQuery } from '@/gql/hooks';
import { BENEFIT_TYPE_LABELS } from '@/lib/package-labels';
import { BENEFIT_TYPES, benefitSchema, TITLE_MAX, type BenefitFormInput } from '@/rules/packages';
import { useCreateBenefit, useEditBenefit } from './package-actions';

const TYPE_OPTIONS = BENEFIT_TYPES.map((t) => ({ value: t, label: BENEFIT_TYPE_LABELS[t] }));

/** Create (no id) or edit; on a refusal the modal stays open with what the admin typed. */
function BenefitForm(props: {
  id?: string;
  values: DefaultValues<BenefitFormInput>;
  /** The item as loaded, when editing (docs/conflicts.md). */
  record?: EditRecord;
  onClose: () => void;
}) {
  const { id } = props;
  const create = useCreateBenefit();
  const edit = useEditBenefit();
  const { form, frame } = useDialogForm({
    schema: benefitSchema,
    defaultValues: props.values,
    record: props.record,
    onSubmit: (values, editVersion) => (id ? edit.run({ id, ...values, editVersion }) : create.run(values)),
    onClose: props.onClose,
  });
  return (
    <DialogForm {...frame} submitText={id ? 'Save' : 'Create'}>
      <SelectField
        form={form}
        name="type"
        id="benefit-type"
        label="Type"
        placeholder="Select a type"
        options={TYPE_OPTIONS}
      />
      <TextField
        form={form}
        name="title"
        id="benefit-title"
        label="Title"
        maxLength={TITLE_MAX}
        autoComplete="off"
      />
    </DialogForm>
  );
}

function EditBody(props: { id: string; onClose: () => void }) {
  const query = useAdminGetUserServiceBenefitDetailQuery({ id: props.id }, { retry: retryUnlessMissing });
  if (query.isPending) return <Skeleton className="h-32 w-full" />;
  if (query.error)
    return <RecordProblem error={query.error} what="Benefit package" onRetry={() => void query.refetch()} />;
  const b = readFragment(BenefitFormStartFragmentDoc, query.data.adminGetUserServiceBenefitDetail);
  return (
    <BenefitForm
      key={b.id}
      id={b.id}
      values={{ type: b.type, title: b.title }}
      record={{ editVersion: b.editVersion, refetch: query.refetch }}
      onClose={props.onClose}
    />
  );
}

/** SPEC §2.9: one modal for create and edit (type selector and title; §5 'field required'). */
export function BenefitDialog(props: { mode: { edit: string | undefined } | null; onClose: () => void }) {
  const editId = props.mode?.edit;
  return (
    <FormDialog
      open={props.mode !== null}
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title={editId ? 'Edit benefit package' : 'Create benefit package'}
      description="A benefit item that service packages can list."
    >
      {editId ? (
        <EditBody id={editId} onClose={props.onClose} />
      ) : props.mode ? (
        <BenefitForm values={{ title: '' }} onClose={props.onClose} />
      ) : null}
    </FormDialog>
  );
}
