import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { Card, CardContent } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { Tabs } from '@/components/ui/tabs';
import type { AdminGetListCarPurchaseCostProvinceSettingOptionQuery } from '@/gql/graphql';
import {
  useAdminCreateCarPurchaseCostProvinceSettingOptionMutation,
  useAdminEditCarPurchaseCostProvinceSettingOptionMutation,
  useAdminGetListCarPurchaseCostProvinceSettingOptionQuery,
  useProvincesQuery,
} from '@/gql/hooks';
import { formatThousands } from '@/lib/thousands';
import { purchaseCostCreateSchema } from '@/rules/settings';
import { RegistrationBulkTab } from './bulk/registration-bulk-tab';
import { FormCard } from './form-card';
import { NumberField } from './number-field';
import { OptionList } from './option-list';
import { useSettingForm } from './use-setting-form';

type Cost =
  AdminGetListCarPurchaseCostProvinceSettingOptionQuery['adminGetListCarPurchaseCostProvinceSettingOption'][number];

const LIST_KEYS = ['AdminGetListCarPurchaseCostProvinceSettingOption'] as const;
const FEE_FIELDS = [
  { name: 'registrationFeeNewCar', label: 'Registration fee, new car (%)' },
  { name: 'registrationFeeOldCar', label: 'Registration fee, used car (%)' },
  { name: 'registry', label: 'Registry (VND)' },
  { name: 'roadMaintenanceFee', label: 'Road maintenance fee (VND)' },
  { name: 'civilInsurance', label: 'Civil insurance (VND)' },
  { name: 'licensePlateFee', label: 'License plate fee (VND)' },
  { name: 'bodyInsuranceOneYear', label: 'Body insurance, one year (%)' },
] as const;
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
const title = (c: Cost) => c.proviceDetail?.name ?? c.provinceId;

export function RegistrationPanel() {
  const list = useAdminGetListCarPurchaseCostProvinceSettingOptionQuery();
  // 63 provinces: one page of the paged query holds them all.
  const provinces = useProvincesQuery({ countryCode: 'VN', skip: 1, take: 100 });
  const [selected, setSelected] = useState<Cost | null>(null);
  const create = useAdminCreateCarPurchaseCostProvinceSettingOptionMutation();
  const edit = useAdminEditCarPurchaseCostProvinceSettingOptionMutation();
  const { form, onAdd, onUpdate } = useSettingForm({
    addSchema: purchaseCostCreateSchema,
    updateSchema: UPDATE_SCHEMA,
    empty: EMPTY,
    fromItem: (c: Cost) => ({
      provinceId: c.provinceId,
      registrationFeeNewCar: c.registrationFeeNewCar,
      registrationFeeOldCar: c.registrationFeeOldCar,
      registry: c.registry,
      roadMaintenanceFee: c.roadMaintenanceFee,
      civilInsurance: c.civilInsurance,
      licensePlateFee: c.licensePlateFee,
      bodyInsuranceOneYear: c.bodyInsuranceOneYear,
      otherCost: c.otherCost ?? null,
    }),
    selected,
    onSaved: () => setSelected(null),
    label: 'Registration location',
    listKeys: LIST_KEYS,
    create: (v) => create.mutateAsync(v),
    update: (c, { provinceId: _fixed, ...fees }) => edit.mutateAsync({ ...fees, id: c.id }),
  });
  const { errors, isSubmitting } = form.formState;

  const provinceOptions = useMemo(() => {
    const taken = new Set(
      list.data?.adminGetListCarPurchaseCostProvinceSettingOption.map((c) => c.provinceId),
    );
    return (provinces.data?.provinces.items ?? []).map((p) => ({
      value: p.id,
      label: taken.has(p.id) && p.id !== selected?.provinceId ? `${p.name} (already added)` : p.name,
      disabled: taken.has(p.id) && p.id !== selected?.provinceId,
    }));
  }, [provinces.data, list.data, selected]);

  const manual = (
    <FormCard
      bare
      label="Registration location"
      editing={selected !== null}
      saving={isSubmitting}
      onAdd={onAdd}
      onUpdate={onUpdate}
      onCancel={() => setSelected(null)}
    >
      <FormField id="cost-province" label="Province" error={errors.provinceId?.message}>
        <Controller
          control={form.control}
          name="provinceId"
          render={({ field }) => (
            <Select
              id="cost-province"
              placeholder="Select a province"
              options={provinceOptions}
              disabled={selected !== null}
              title={selected ? 'The province cannot be changed after saving' : undefined}
              aria-invalid={errors.provinceId ? true : undefined}
              {...field}
              value={field.value ?? ''}
            />
          )}
        />
      </FormField>
      <div className="grid gap-3">
        {FEE_FIELDS.map((f) => (
          <NumberField
            key={f.name}
            control={form.control}
            name={f.name}
            id={`cost-${f.name}`}
            label={f.label}
            error={errors[f.name]?.message}
          />
        ))}
        <NumberField
          control={form.control}
          name="otherCost"
          id="cost-otherCost"
          label="Other cost (VND)"
          required={false}
          error={errors.otherCost?.message}
        />
      </div>
    </FormCard>
  );

  return (
    <>
      <OptionList
        type="PURCHASE_COST_PROVINCE"
        label="Registration locations"
        noun="Registration location"
        items={list.data?.adminGetListCarPurchaseCostProvinceSettingOption}
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        title={title}
        subtitle={(c) =>
          `New ${c.registrationFeeNewCar}% · used ${c.registrationFeeOldCar}% · plate ${formatThousands(c.licensePlateFee)} VND`
        }
        selectedId={selected?.id ?? null}
        onEdit={setSelected}
        onDeleted={(id) => (selected?.id === id ? setSelected(null) : undefined)}
        listKeys={LIST_KEYS}
      />
      <Card className="min-w-0">
        <CardContent className="pt-4">
          <Tabs
            items={[
              { value: 'manual', label: 'Thêm thủ công', content: manual },
              { value: 'bulk', label: 'Thêm hàng loạt', content: <RegistrationBulkTab /> },
            ]}
          />
        </CardContent>
      </Card>
    </>
  );
}
