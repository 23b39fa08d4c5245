import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { AdminGetListFuelEconomyQuery } from '@/gql/graphql';
import {
  useAdminCreateFuelEconomyMutation,
  useAdminEditFuelEconomyMutation,
  useAdminGetListFuelEconomyQuery,
} from '@/gql/hooks';
import { fuelEconomySchema } from '@/rules/settings';
import { FormCard } from './form-card';
import { NumberField } from './number-field';
import { OptionList } from './option-list';
import { useSettingForm } from './use-setting-form';

type FuelEconomy = AdminGetListFuelEconomyQuery['adminGetListFuelEconomy'][number];

const LIST_KEYS = ['AdminGetListFuelEconomy'] as const;
const IS_LESS_OPTIONS = [
  { value: 'true', label: 'Less than (Dưới)' },
  { value: 'false', label: 'More than (Trên)' },
];
const title = (f: FuelEconomy) => f.nameVi ?? `${f.liter} L/${f.kilometer} km`;

export function FuelEconomyPanel() {
  const list = useAdminGetListFuelEconomyQuery();
  const [selected, setSelected] = useState<FuelEconomy | null>(null);
  const create = useAdminCreateFuelEconomyMutation();
  const edit = useAdminEditFuelEconomyMutation();
  const { form, onAdd, onUpdate } = useSettingForm({
    addSchema: fuelEconomySchema,
    updateSchema: fuelEconomySchema,
    empty: { nameVi: '', nameEn: '', isLess: true, liter: null, kilometer: 100 },
    fromItem: (f: FuelEconomy) => ({
      nameVi: f.nameVi ?? '',
      nameEn: f.nameEn ?? '',
      isLess: f.isLess,
      liter: f.liter,
      kilometer: f.kilometer,
    }),
    selected,
    onSaved: () => setSelected(null),
    label: 'Fuel economy',
    listKeys: LIST_KEYS,
    create: (v) => create.mutateAsync(v),
    update: (f, v) => edit.mutateAsync({ ...v, id: f.id }),
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <>
      <OptionList
        type="FUEL_ECONOMY"
        label="Fuel economy"
        noun="Fuel economy"
        items={list.data?.adminGetListFuelEconomy}
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        title={title}
        subtitle={(f) => `${f.isLess ? 'Less than' : 'More than'} ${f.liter} L / ${f.kilometer} km`}
        searchText={(f) => [f.nameEn]}
        selectedId={selected?.id ?? null}
        onEdit={setSelected}
        onDeleted={(id) => (selected?.id === id ? setSelected(null) : undefined)}
        listKeys={LIST_KEYS}
      />
      <FormCard
        label="Fuel economy"
        editing={selected !== null}
        saving={isSubmitting}
        onAdd={onAdd}
        onUpdate={onUpdate}
        onCancel={() => setSelected(null)}
      >
        <FormField id="economy-is-less" label="Less or more" error={errors.isLess?.message}>
          <Controller
            control={form.control}
            name="isLess"
            render={({ field }) => (
              <Select
                id="economy-is-less"
                options={IS_LESS_OPTIONS}
                value={String(field.value)}
                onChange={(e) => field.onChange(e.target.value === 'true')}
              />
            )}
          />
        </FormField>
        <div className="grid grid-cols-2 gap-3">
          <NumberField
            control={form.control}
            name="liter"
            id="economy-liter"
            label="Liter"
            error={errors.liter?.message}
          />
          <NumberField
            control={form.control}
            name="kilometer"
            id="economy-kilometer"
            label="Kilometer"
            error={errors.kilometer?.message}
          />
        </div>
        <FormField id="economy-name-vi" label="Name (VI)" required={false} error={errors.nameVi?.message}>
          <Input
            id="economy-name-vi"
            placeholder="Written from the numbers when empty"
            {...form.register('nameVi')}
          />
        </FormField>
        <FormField id="economy-name-en" label="Name (EN)" required={false} error={errors.nameEn?.message}>
          <Input
            id="economy-name-en"
            placeholder="Written from the numbers when empty"
            {...form.register('nameEn')}
          />
        </FormField>
      </FormCard>
    </>
  );
}
