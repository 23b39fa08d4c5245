import type { DefaultValues } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { retryUnlessMissing } from '@/components/record/load-record';
import { RecordProblem } from '@/components/record/record-states';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { readFragment } from '@/gql';
import { BenefitFormStartFragmentDoc } from '@/gql/graphql';
import { useAdminGetUserServiceBenefitDetailQuery } from '@/gql/hooks';
import { BENEFIT_TYPE_LABELS } from '@/lib/package-labels';
import { BENEFIT_TYPES, benefitSchema, TITLE_MAX, type BenefitFormInput } from '@/rules/packages';
import { useCreateBenefit, useEditBenefit } from './package-actions';

const TYPE_OPTIONS = BENEFIT_TYPES.map((t) => ({ value: t, label: BENEFIT_TYPE_LABELS[t] }));

/** Create (no id) or edit; on a refusal the modal stays open with what the admin typed. */
function BenefitForm(props: { id?: string; values: DefaultValues<BenefitFormInput>; onClose: () => void }) {
  const { id } = props;
  const create = useCreateBenefit();
  const edit = useEditBenefit();
  const { form, submit } = useZodForm({
    schema: benefitSchema,
    defaultValues: props.values,
    onSubmit: (values) => (id ? edit.run({ id, ...values }) : create.run(values)),
    onSaved: props.onClose,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField id="benefit-type" label="Type" error={errors.type?.message}>
        <Select placeholder="Select a type" options={TYPE_OPTIONS} {...register('type')} />
      </FormField>
      <FormField id="benefit-title" label="Title" error={errors.title?.message}>
        <Input maxLength={TITLE_MAX} autoComplete="off" {...register('title')} />
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={props.onClose} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {id ? 'Save' : 'Create'}
        </Button>
      </DialogFooter>
    </form>
  );
}

function EditBody(props: { id: string; onClose: () => void }) {
  const query = useAdminGetUserServiceBenefitDetailQuery({ id: props.id }, { retry: retryUnlessMissing });
  if (query.isPending) return <Skeleton className="h-32 w-full" />;
  if (query.error)
    return <RecordProblem error={query.error} what="Benefit package" onRetry={() => void query.refetch()} />;
  const b = readFragment(BenefitFormStartFragmentDoc, query.data.adminGetUserServiceBenefitDetail);
  return (
    <BenefitForm key={b.id} id={b.id} values={{ type: b.type, title: b.title }} onClose={props.onClose} />
  );
}

/** SPEC §2.9: one modal for create and edit (type selector and title; §5 'field required'). */
export function BenefitDialog(props: { mode: { edit: string | undefined } | null; onClose: () => void }) {
  const editId = props.mode?.edit;
  return (
    <Dialog open={props.mode !== null} onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editId ? 'Edit benefit package' : 'Create benefit package'}</DialogTitle>
          <DialogDescription>A benefit item that service packages can list.</DialogDescription>
        </DialogHeader>
        {editId ? (
          <EditBody id={editId} onClose={props.onClose} />
        ) : props.mode ? (
          <BenefitForm values={{ title: '' }} onClose={props.onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
