import { useCallback, useState } from 'react';
import { Controller } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { AdminGetListModelsQuery } from '@/gql/graphql';
import {
  useAdminCreateModelMutation,
  useAdminEditModelMutation,
  useAdminGetListModelsQuery,
} from '@/gql/hooks';
import { modelSchema } from '@/rules/settings';
import { useCatalogueOptions } from './brand-options';
import { FormCard } from './form-card';
import { OptionList } from './option-list';
import { useSettingForm } from './use-setting-form';

type Model = AdminGetListModelsQuery['adminGetListModels'][number];

const LIST_KEYS = ['AdminGetListModels', 'AdminGetListVersion'] as const;
const title = (m: Model) => m.name;

export function ModelPanel() {
  const list = useAdminGetListModelsQuery();
  const options = useCatalogueOptions();
  const [brandFilter, setBrandFilter] = useState('');
  const [selected, setSelected] = useState<Model | null>(null);
  const create = useAdminCreateModelMutation();
  const edit = useAdminEditModelMutation();
  const { form, onAdd, onUpdate } = useSettingForm({
    addSchema: modelSchema,
    updateSchema: modelSchema,
    empty: { name: '', brand: brandFilter },
    fromItem: (m: Model) => ({ name: m.name, brand: m.brand }),
    selected,
    onSaved: () => setSelected(null),
    label: 'Model',
    listKeys: LIST_KEYS,
    create: (v) => create.mutateAsync(v),
    update: (m, v) => edit.mutateAsync({ ...v, id: m.id }),
  });
  const { errors, isSubmitting } = form.formState;
  const filter = useCallback((m: Model) => !brandFilter || m.brand === brandFilter, [brandFilter]);

  return (
    <>
      <OptionList
        type="MODEL"
        label="Models"
        noun="Model"
        items={list.data?.adminGetListModels}
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        title={title}
        subtitle={(m) => m.brandMeta?.name ?? options.brandName.get(m.brand) ?? ''}
        searchText={(m) => [m.brandMeta?.name]}
        filter={filter}
        filterKey={brandFilter}
        filters={
          <Select
            aria-label="Filter by brand"
            placeholder="All brands"
            options={options.brandOptions}
            value={brandFilter}
            onChange={(e) => setBrandFilter(e.target.value)}
          />
        }
        selectedId={selected?.id ?? null}
        onEdit={setSelected}
        onDeleted={(id) => (selected?.id === id ? setSelected(null) : undefined)}
        listKeys={LIST_KEYS}
      />
      <FormCard
        label="Model"
        editing={selected !== null}
        saving={isSubmitting}
        onAdd={onAdd}
        onUpdate={onUpdate}
        onCancel={() => setSelected(null)}
      >
        <FormField id="model-brand" label="Brand" error={errors.brand?.message}>
          <Controller
            control={form.control}
            name="brand"
            render={({ field }) => (
              <Select
                id="model-brand"
                placeholder="Select a brand"
                options={options.brandOptions}
                aria-invalid={errors.brand ? true : undefined}
                {...field}
              />
            )}
          />
        </FormField>
        <FormField id="model-name" label="Name" error={errors.name?.message}>
          <Input id="model-name" aria-invalid={errors.name ? true : undefined} {...form.register('name')} />
        </FormField>
      </FormCard>
    </>
  );
}
