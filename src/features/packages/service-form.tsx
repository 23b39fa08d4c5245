import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type DefaultValues, type Path } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { NumberInput } from '@/components/form/number-input';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import {
  SERVICE_PACKAGE_TYPES,
  servicePackageSchema,
  type ServicePackageFormInput,
  type ServicePackageFormValues,
} from '@/rules/packages';
import { BenefitPicker } from './benefit-picker';
import { SERVICE_PACKAGE_TYPE_LABELS, UNLIMITED } from '@/lib/package-labels';
import { packageName } from '@/lib/package-name';
import { serverFieldError } from './server-field-error';

const TYPE_OPTIONS = SERVICE_PACKAGE_TYPES.map((t) => ({ value: t, label: SERVICE_PACKAGE_TYPE_LABELS[t] }));

export const EMPTY_SERVICE: DefaultValues<ServicePackageFormInput> = {
  description: '',
  quantity: null,
  day: null,
  isActive: true,
  benefitsItemIds: [],
};

const FIELDS = new Set([
  'type',
  'description',
  'quantity',
  'day',
  'unitPrice',
  'totalPrice',
  'benefitsItemIds',
]);

/** Create and edit share this form; `onSubmit` throws the server's error so a named field can show it. */
export function ServiceForm(props: {
  defaultValues: DefaultValues<ServicePackageFormInput>;
  submitText: string;
  onSubmit: (values: ServicePackageFormValues) => Promise<void>;
  onCancel: () => void;
}) {
  const {
    control,
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ServicePackageFormInput, unknown, ServicePackageFormValues>({
    resolver: zodResolver(servicePackageSchema),
    defaultValues: props.defaultValues,
  });
  const [type, quantity, day] = watch(['type', 'quantity', 'day']);

  const submit = async (values: ServicePackageFormValues) => {
    try {
      await props.onSubmit(values);
    } catch (e) {
      const named = serverFieldError(e);
      if (named && FIELDS.has(named.field)) {
        setError(named.field as Path<ServicePackageFormInput>, { message: named.message });
      }
    }
  };

  const numberField = (
    name: 'quantity' | 'day' | 'unitPrice' | 'totalPrice',
    label: string,
    hint?: string,
  ) => (
    <FormField id={`service-${name}`} label={label} error={errors[name]?.message} required={!hint}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <NumberInput
            id={`service-${name}`}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            placeholder={hint}
            aria-invalid={errors[name] ? true : undefined}
          />
        )}
      />
    </FormField>
  );

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid max-w-3xl gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="service-type" label="Type" error={errors.type?.message}>
          <Select
            id="service-type"
            placeholder="Select a type"
            options={TYPE_OPTIONS}
            aria-invalid={errors.type ? true : undefined}
            {...register('type')}
          />
        </FormField>
        <div className="grid content-end gap-1.5 text-sm">
          <span className="text-muted-foreground">Package name</span>
          <span className="font-medium" data-testid="package-name-preview">
            {type ? packageName({ type, quantity, day }) : '-'}
          </span>
        </div>
        {numberField('quantity', 'Quantity', `Empty: ${UNLIMITED}`)}
        {numberField('day', 'Number of days', `Empty: ${UNLIMITED}`)}
        {numberField('unitPrice', 'Unit fee (VND)')}
        {numberField('totalPrice', 'Package fee (VND)')}
      </div>
      <FormField
        id="service-description"
        label="Description"
        error={errors.description?.message}
        required={false}
      >
        <Textarea id="service-description" rows={3} {...register('description')} />
      </FormField>
      <Controller
        control={control}
        name="isActive"
        render={({ field }) => (
          <label className="inline-flex items-center gap-2 text-sm font-medium">
            <Switch checked={field.value ?? true} onCheckedChange={field.onChange} aria-label="Active" />
            Active
          </label>
        )}
      />
      <FormField
        id="service-benefits"
        label="Benefit items"
        error={errors.benefitsItemIds?.message ?? errors.benefitsItemIds?.root?.message}
        required={false}
      >
        <Controller
          control={control}
          name="benefitsItemIds"
          render={({ field }) => (
            <BenefitPicker id="service-benefits" value={field.value ?? []} onChange={field.onChange} />
          )}
        />
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {props.submitText}
        </Button>
        <Button variant="outline" onClick={props.onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
