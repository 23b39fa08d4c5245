import { Controller } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { Select } from '@/components/ui/select';
import { readFragment } from '@/gql';
import { FuelEconomyItemFragmentDoc } from '@/gql/graphql';
import {
  useAdminCreateFuelEconomyMutation,
  useAdminEditFuelEconomyMutation,
  useAdminGetListFuelEconomyQuery,
} from '@/gql/hooks';
import { fuelEconomySchema } from '@/rules/settings';
import { NumberField, TextField } from './setting-fields';
import { SettingPanel } from './setting-panel';
import { sameFields } from './use-setting-form';

const IS_LESS_OPTIONS = [
  { value: 'true', label: 'Less than (Dưới)' },
  { value: 'false', label: 'More than (Trên)' },
];
const NAMED_FROM_NUMBERS = 'Written from the numbers when empty';

export function FuelEconomyPanel() {
  const query = useAdminGetListFuelEconomyQuery();
  return (
    <SettingPanel
      type="FUEL_ECONOMY"
      noun="Fuel economy"
      plural="Fuel economy"
      listKeys={['AdminGetListFuelEconomy']}
      query={query}
      items={readFragment(FuelEconomyItemFragmentDoc, query.data?.adminGetListFuelEconomy)}
      list={{
        title: (f) => f.nameVi ?? `${f.liter} L/${f.kilometer} km`,
        subtitle: (f) => `${f.isLess ? 'Less than' : 'More than'} ${f.liter} L / ${f.kilometer} km`,
        searchText: (f) => [f.nameEn],
      }}
      form={{
        addSchema: fuelEconomySchema,
        updateSchema: fuelEconomySchema,
        empty: { nameVi: '', nameEn: '', isLess: true, liter: null, kilometer: 100 },
        fromItem: (f) => ({
          nameVi: f.nameVi ?? '',
          nameEn: f.nameEn ?? '',
          isLess: f.isLess,
          liter: f.liter,
          kilometer: f.kilometer,
        }),
        create: useAdminCreateFuelEconomyMutation,
        update: useAdminEditFuelEconomyMutation,
        ...sameFields,
      }}
      fields={(form) => (
        <>
          <FormField id="economy-is-less" label="Less or more" error={form.formState.errors.isLess?.message}>
            {(wiring) => (
              <Controller
                control={form.control}
                name="isLess"
                render={({ field }) => (
                  <Select
                    {...wiring}
                    options={IS_LESS_OPTIONS}
                    value={String(field.value)}
                    onChange={(e) => field.onChange(e.target.value === 'true')}
                  />
                )}
              />
            )}
          </FormField>
          <div className="grid grid-cols-2 gap-3">
            <NumberField form={form} name="liter" id="economy-liter" label="Liter" />
            <NumberField form={form} name="kilometer" id="economy-kilometer" label="Kilometer" />
          </div>
          <TextField
            form={form}
            name="nameVi"
            id="economy-name-vi"
            label="Name (VI)"
            required={false}
            placeholder={NAMED_FROM_NUMBERS}
          />
          <TextField
            form={form}
            name="nameEn"
            id="economy-name-en"
            label="Name (EN)"
            required={false}
            placeholder={NAMED_FROM_NUMBERS}
          />
        </>
      )}
    />
  );
}
