import type { UseFormReturn } from 'react-hook-form';
import {
  ControlledField,
  NumberField,
  SelectField,
  SwitchField,
  TextareaField,
} from '@/components/form/fields';
import { SERVICE_PACKAGE_TYPE_LABELS, UNLIMITED } from '@/lib/package-labels';
import { packageName } from '@/lib/package-name';
import {
  SERVICE_PACKAGE_TYPES,
  type ServicePackageFormInput,
  type ServicePackageFormValues,
} from '@/rules/packages';
import { BenefitPicker } from './benefit-picker';

const TYPE_OPTIONS = SERVICE_PACKAGE_TYPES.map((t) => ({ value: t, label: SERVICE_PACKAGE_TYPE_LABELS[t] }));

/** The fields create and edit share, with the package name the terms give (SPEC §2.9). */
export function ServiceFields({
  form,
}: {
  form: UseFormReturn<ServicePackageFormInput, unknown, ServicePackageFormValues>;
}) {
  const [type, quantity, day] = form.watch(['type', 'quantity', 'day']);
  // A count left empty is unlimited; a fee is required.
  const count = { form, required: false, placeholder: `Empty: ${UNLIMITED}` };
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          form={form}
          name="type"
          id="service-type"
          label="Type"
          placeholder="Select a type"
          options={TYPE_OPTIONS}
        />
        <div className="grid content-end gap-1.5 text-sm">
          <span className="text-muted-foreground">Package name</span>
          <span className="font-medium" data-testid="package-name-preview">
            {type ? packageName({ type, quantity, day }) : '-'}
          </span>
        </div>
        <NumberField {...count} name="quantity" id="service-quantity" label="Quantity" />
        <NumberField {...count} name="day" id="service-day" label="Number of days" />
        <NumberField form={form} name="unitPrice" id="service-unitPrice" label="Unit fee (VND)" />
        <NumberField form={form} name="totalPrice" id="service-totalPrice" label="Package fee (VND)" />
      </div>
      <TextareaField
        form={form}
        name="description"
        id="service-description"
        label="Description"
        required={false}
        rows={3}
      />
      <SwitchField form={form} name="isActive" label="Active" />
      <ControlledField
        form={form}
        name="benefitsItemIds"
        id="service-benefits"
        label="Benefit items"
        required={false}
        render={(field) => (
          <BenefitPicker id="service-benefits" value={field.value ?? []} onChange={field.onChange} />
        )}
      />
    </>
  );
}
