import { readFragment } from '@/gql';
import { RegistrationItemFragmentDoc, type RegistrationItemFragment } from '@/gql/graphql';
import {
  useAdminCreateCarPurchaseCostProvinceSettingOptionMutation,
  useAdminEditCarPurchaseCostProvinceSettingOptionMutation,
  useAdminGetListCarPurchaseCostProvinceSettingOptionQuery,
  useProvincesQuery,
} from '@/gql/hooks';
import { formatThousands } from '@/lib/thousands';
import { PURCHASE_COST_FEE_FIELDS, purchaseCostCreateSchema } from '@/rules/settings';
import { REGISTRATION_FEE_LABELS } from './bulk/registration-rows';
import { RegistrationBulkTab, REGISTRATION_PROVINCES } from './bulk/registration-bulk-tab';
import { NumberField, SelectField } from './setting-fields';
import { SettingPanel } from './setting-panel';

const EMPTY = {
  provinceId: '',
  registrationFeeNewCar: null,
  registrationFeeOldCar: null,
  registry: null,
  roadMaintenanceFee: null,
  civilInsurance: null,
  licensePlateFee: null,
  bodyInsuranceOneYear: null,
  otherCost: null,
};
// The province is fixed once saved (SPEC §2.16): the form shows it, Update does not send it.
const UPDATE_SCHEMA = purchaseCostCreateSchema.partial({ provinceId: true });

export function RegistrationPanel() {
  const query = useAdminGetListCarPurchaseCostProvinceSettingOptionQuery();
  const items = readFragment(
    RegistrationItemFragmentDoc,
    query.data?.adminGetListCarPurchaseCostProvinceSettingOption,
  );
  const provinces = useProvincesQuery(REGISTRATION_PROVINCES);

  /** Provinces that already have costs are offered disabled, except the selected item's own. */
  const provinceOptions = (selected: RegistrationItemFragment | null) => {
    const taken = new Set(items?.map((c) => c.provinceId));
    return (provinces.data?.provinces.items ?? []).map((p) => {
      const disabled = taken.has(p.id) && p.id !== selected?.provinceId;
      return { value: p.id, label: disabled ? `${p.name} (already added)` : p.name, disabled };
    });
  };

  return (
    <SettingPanel
      type="PURCHASE_COST_PROVINCE"
      noun="Registration location"
      plural="Registration locations"
      listKeys={['AdminGetListCarPurchaseCostProvinceSettingOption']}
      query={query}
      items={items}
      list={{
        title: (c) => c.proviceDetail?.name ?? c.provinceId,
        subtitle: (c) =>
          `New ${c.registrationFeeNewCar}% · used ${c.registrationFeeOldCar}% · plate ${formatThousands(c.licensePlateFee)} VND`,
      }}
      form={{
        addSchema: purchaseCostCreateSchema,
        updateSchema: UPDATE_SCHEMA,
        empty: EMPTY,
        fromItem: ({ id: _id, isActive: _active, proviceDetail: _province, ...values }) => ({
          ...values,
          otherCost: values.otherCost ?? null,
        }),
        create: useAdminCreateCarPurchaseCostProvinceSettingOptionMutation,
        update: useAdminEditCarPurchaseCostProvinceSettingOptionMutation,
        toCreate: (values) => values,
        toUpdate: (c, { provinceId: _fixed, ...fees }) => ({ ...fees, id: c.id }),
      }}
      fields={(form, selected) => (
        <>
          <SelectField
            form={form}
            name="provinceId"
            id="cost-province"
            label="Province"
            placeholder="Select a province"
            options={provinceOptions(selected)}
            disabled={selected !== null}
            title={selected ? 'The province cannot be changed after saving' : undefined}
          />
          <div className="grid gap-3">
            {PURCHASE_COST_FEE_FIELDS.map((name) => (
              <NumberField
                key={name}
                form={form}
                name={name}
                id={`cost-${name}`}
                label={REGISTRATION_FEE_LABELS[name]}
              />
            ))}
            <NumberField
              form={form}
              name="otherCost"
              id="cost-otherCost"
              label="Other cost (VND)"
              required={false}
            />
          </div>
        </>
      )}
      bulk={<RegistrationBulkTab />}
    />
  );
}
