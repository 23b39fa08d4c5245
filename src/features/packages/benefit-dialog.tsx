import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
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
import { useAdminGetUserServiceBenefitDetailQuery } from '@/gql/hooks';
import {
  BENEFIT_TYPES,
  benefitSchema,
  TITLE_MAX,
  type BenefitFormInput,
  type BenefitFormValues,
} from '@/rules/packages';
import { DetailProblem, isMissing } from './detail-problem';
import { BENEFIT_TYPE_LABELS } from '@/lib/package-labels';

const TYPE_OPTIONS = BENEFIT_TYPES.map((t) => ({ value: t, label: BENEFIT_TYPE_LABELS[t] }));

function BenefitForm(props: {
  defaultValues: DefaultValues<BenefitFormInput>;
  submitText: string;
  onSubmit: (values: BenefitFormValues) => Promise<void>;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<BenefitFormInput, unknown, BenefitFormValues>({
    resolver: zodResolver(benefitSchema),
    defaultValues: props.defaultValues,
  });
  const submit = async (values: BenefitFormValues) => {
    try {
      await props.onSubmit(values);
    } catch {
      // Already reported; the modal stays open with what the admin typed.
    }
  };
  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-4">
      <FormField id="benefit-type" label="Type" error={errors.type?.message}>
        <Select
          id="benefit-type"
          placeholder="Select a type"
          options={TYPE_OPTIONS}
          aria-invalid={errors.type ? true : undefined}
          {...register('type')}
        />
      </FormField>
      <FormField id="benefit-title" label="Title" error={errors.title?.message}>
        <Input
          id="benefit-title"
          maxLength={TITLE_MAX}
          autoComplete="off"
          aria-invalid={errors.title ? true : undefined}
          {...register('title')}
        />
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={props.onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {props.submitText}
        </Button>
      </DialogFooter>
    </form>
  );
}

function EditBody(props: {
  id: string;
  onSubmit: (v: BenefitFormValues) => Promise<void>;
  onCancel: () => void;
}) {
  const query = useAdminGetUserServiceBenefitDetailQuery(
    { id: props.id },
    { retry: (n, e) => !isMissing(e) && n < 2 },
  );
  if (query.isPending) return <Skeleton className="h-32 w-full" />;
  if (query.error)
    return <DetailProblem error={query.error} what="Benefit package" onRetry={() => void query.refetch()} />;
  const b = query.data.adminGetUserServiceBenefitDetail;
  return (
    <BenefitForm
      key={b.id}
      defaultValues={{ type: b.type, title: b.title }}
      submitText="Save"
      onSubmit={props.onSubmit}
      onCancel={props.onCancel}
    />
  );
}

/** SPEC §2.9: one modal for create and edit (type selector and title; §5 'field required'). */
export function BenefitDialog(props: {
  mode: { kind: 'create' } | { kind: 'edit'; id: string } | null;
  onClose: () => void;
  onSave: (id: string | undefined, values: BenefitFormValues) => Promise<void>;
}) {
  const { mode } = props;
  const editId = mode?.kind === 'edit' ? mode.id : undefined;
  const onSubmit = async (values: BenefitFormValues) => {
    await props.onSave(editId, values);
    props.onClose();
  };
  return (
    <Dialog open={mode !== null} onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editId ? 'Edit benefit package' : 'Create benefit package'}</DialogTitle>
          <DialogDescription>A benefit item that service packages can list.</DialogDescription>
        </DialogHeader>
        {editId ? (
          <EditBody id={editId} onSubmit={onSubmit} onCancel={props.onClose} />
        ) : mode ? (
          <BenefitForm
            defaultValues={{ title: '' }}
            submitText="Create"
            onSubmit={onSubmit}
            onCancel={props.onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
