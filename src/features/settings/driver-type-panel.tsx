import { useState } from 'react';
import { FormField } from '@/components/form/form-field';
import { Input } from '@/components/ui/input';
import type { AdminGetListDriverTypeQuery } from '@/gql/graphql';
import {
  useAdminCreateDriverTypeMutation,
  useAdminEditDriverTypeMutation,
  useAdminGetListDriverTypeQuery,
} from '@/gql/hooks';
import { driverTypeSchema } from '@/rules/settings';
import { FormCard } from './form-card';
import { OptionList } from './option-list';
import { useSettingForm } from './use-setting-form';

type DriverType = AdminGetListDriverTypeQuery['adminGetListDriverType'][number];

const LIST_KEYS = ['AdminGetListDriverType'] as const;
const title = (d: DriverType) => d.nameVi;

export function DriverTypePanel() {
  const list = useAdminGetListDriverTypeQuery();
  const [selected, setSelected] = useState<DriverType | null>(null);
  const create = useAdminCreateDriverTypeMutation();
  const edit = useAdminEditDriverTypeMutation();
  const { form, onAdd, onUpdate } = useSettingForm({
    addSchema: driverTypeSchema,
    updateSchema: driverTypeSchema,
    empty: { nameVi: '', nameEn: '' },
    fromItem: (d: DriverType) => ({ nameVi: d.nameVi, nameEn: d.nameEn }),
    selected,
    onSaved: () => setSelected(null),
    label: 'Driver type',
    listKeys: LIST_KEYS,
    create: (v) => create.mutateAsync(v),
    update: (d, v) => edit.mutateAsync({ ...v, id: d.id }),
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <>
      <OptionList
        type="DRIVER_TYPE"
        label="Driver types"
        noun="Driver type"
        items={list.data?.adminGetListDriverType}
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        title={title}
        subtitle={(d) => d.nameEn}
        searchText={(d) => [d.nameEn]}
        selectedId={selected?.id ?? null}
        onEdit={setSelected}
        onDeleted={(id) => (selected?.id === id ? setSelected(null) : undefined)}
        listKeys={LIST_KEYS}
      />
      <FormCard
        label="Driver type"
        editing={selected !== null}
        saving={isSubmitting}
        onAdd={onAdd}
        onUpdate={onUpdate}
        onCancel={() => setSelected(null)}
      >
        <FormField id="driver-name-vi" label="Name (VI)" error={errors.nameVi?.message}>
          <Input
            id="driver-name-vi"
            aria-invalid={errors.nameVi ? true : undefined}
            {...form.register('nameVi')}
          />
        </FormField>
        <FormField id="driver-name-en" label="Name (EN)" error={errors.nameEn?.message}>
          <Input
            id="driver-name-en"
            aria-invalid={errors.nameEn ? true : undefined}
            {...form.register('nameEn')}
          />
        </FormField>
      </FormCard>
    </>
  );
}
