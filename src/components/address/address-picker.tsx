import { FormField } from '@/components/form/form-field';
import { Select } from '@/components/ui/select';
import { useCurrentProvinceOptions, useWardOptions, withChosen } from './use-address-options';
import { unitLabel } from './unit-label';

export interface AddressValue {
  province: string | null;
  ward: string | null;
  district: string | null;
}

/**
 * A form's address units: province, then ward, among the units in force (two levels since 1 July 2025).
 * The district select shows only while the record still has a district (a former unit); choosing a
 * province or a ward moves the record to the current units and drops the district. Controlled: the form
 * screen passes its values and writes back what changes (see docs/adding-a-screen.md, "An address").
 */
export function AddressPicker(props: {
  idPrefix: string;
  value: AddressValue;
  onChange: (next: AddressValue) => void;
  /** Names of the record's units as saved, so a former unit shows its name, not its code. */
  saved?: { province?: string | null; ward?: string | null; district?: string | null };
  errors?: { province?: string | undefined; ward?: string | undefined };
  required?: boolean;
}) {
  const { value, saved, idPrefix, errors } = props;
  const provinces = useCurrentProvinceOptions();
  const wards = useWardOptions(value.province);
  const required = props.required ?? true;
  const former = (code: string | null, name: string | null | undefined) =>
    code ? [{ value: code, label: unitLabel(name ?? code, false) }] : [];
  const provinceOptions = provinces.options.some((o) => o.value === value.province)
    ? provinces.options
    : provinces.isPending
      ? withChosen(provinces.options, value.province, true)
      : [...former(value.province, saved?.province), ...provinces.options];
  const wardOptions = wards.options.some((o) => o.value === value.ward)
    ? wards.options
    : wards.isPending
      ? withChosen(wards.options, value.ward, true)
      : [...former(value.ward, saved?.ward), ...wards.options];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id={`${idPrefix}-province`} label="Province" required={required} error={errors?.province}>
        <Select
          placeholder="Select a province"
          value={value.province ?? ''}
          options={provinceOptions}
          onChange={(e) => props.onChange({ province: e.target.value || null, ward: null, district: null })}
        />
      </FormField>
      <FormField
        id={`${idPrefix}-ward`}
        label="Ward"
        required={required}
        error={errors?.ward}
        hint={wards.isError ? 'Wards could not be loaded' : undefined}
      >
        <Select
          placeholder={value.province ? 'Select a ward' : 'Choose a province first'}
          disabled={!value.province}
          value={value.ward ?? ''}
          options={wardOptions}
          onChange={(e) => props.onChange({ ...value, ward: e.target.value || null, district: null })}
        />
      </FormField>
      {value.district ? (
        <FormField
          id={`${idPrefix}-district`}
          label="District"
          required={false}
          hint="Districts were abolished on 1 July 2025: choose a current ward to drop it."
        >
          <Select
            value={value.district}
            options={former(value.district, saved?.district)}
            onChange={() => undefined}
            disabled
          />
        </FormField>
      ) : null}
    </div>
  );
}
