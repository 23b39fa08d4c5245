import { SelectFilter } from '@/components/data-table/list-controls';
import { useCurrentProvinceOptions, useWardOptions, withChosen } from './use-address-options';

export interface AddressFilterValue {
  province?: string | undefined;
  ward?: string | undefined;
}

/**
 * The province then ward filters of a list (SPEC §2.14), offering the units in force only. A new
 * province empties the ward; both are codes, kept in the URL by the list's search schema.
 */
export function ProvinceWardFilters(props: {
  province: string | undefined;
  ward: string | undefined;
  onChange: (patch: { province: string | undefined; ward: string | undefined }) => void;
}) {
  const provinces = useCurrentProvinceOptions();
  const wards = useWardOptions(props.province);
  return (
    <>
      <SelectFilter
        label="Province"
        placeholder="All provinces"
        value={props.province ?? ''}
        options={withChosen(provinces.options, props.province, provinces.isPending)}
        onChange={(e) => props.onChange({ province: e.target.value || undefined, ward: undefined })}
      />
      <SelectFilter
        label="Ward"
        placeholder="All wards"
        disabled={!props.province}
        value={props.ward ?? ''}
        options={withChosen(wards.options, props.ward, wards.isPending)}
        onChange={(e) => props.onChange({ province: props.province, ward: e.target.value || undefined })}
      />
    </>
  );
}
