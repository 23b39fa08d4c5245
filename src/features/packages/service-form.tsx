import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { SERVICE_PACKAGE_TYPE_LABELS, UNLIMITED } from '@/lib/package-labels';
import { packageName } from '@/lib/package-name';
import {
  SERVICE_PACKAGE_TYPES,
  type ServicePackageFormInput,
  type ServicePackageFormValues,
} from '@/rules/packages';
import { BenefitPicker } from './benefit-picker';
import { NumberField } from './number-field';

const TYPE_OPTIONS = SERVICE_PACKAGE_TYPES.map((t) => ({ value: t, label: SERVICE_PACKAGE_TYPE_LABELS[t] }));

/** The fields create and edit share, with the package name the terms give (SPEC §2.9). */
export function ServiceFields({
  form,
}: {
  form: UseFormReturn<ServicePackageFormInput, unknown, ServicePackageFormValues>;
}) {
  const {
    control,
    register,
    watch,
    formState: { errors },
  } = form;
  const [type, quantity, day] = watch(['type', 'quantity', 'day']);
  // A count left empty is unlimited; a fee is required.
  const numberField = (
    name: 'quantity' | 'day' | 'unitPrice' | 'totalPrice',
    label: string,
    required = false,
  ) => (
    <NumberField
      control={control}
      name={name}
      id={`service-${name}`}
      label={label}
      error={errors[name]?.message}
      placeholder={required ? undefined : `Empty: ${UNLIMITED}`}
      required={required}
    />
  );
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="service-type" label="Type" error={errors.type?.message}>
          <Select
            id="service-type"
            placeholder="Select a type"
            options={TYPE_OPTIONS}
            {...register('type')}
          />
        </FormField>
        <div className="grid content-end gap-1.5 text-sm">
          <span className="text-muted-foreground">Package name</span>
          <span className="font-medium" data-testid="package-name-preview">
            {type ? packageName({ type, quantity, day }) : '-'}
          </span>
        </div>
        {numberField('quantity', 'Quantity')}
        {numberField('day', 'Number of days')}
        {numberField('unitPrice', 'Unit fee (VND)', true)}
        {numberField('totalPrice', 'Package fee (VND)', true)}
      </div>
      <FormField
        id="service-description"
        label="Description"
        error={errors.description?.message}
        required={false}
      >
        <Textarea rows={3} {...register('description')} />
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
    </>
  );
}
