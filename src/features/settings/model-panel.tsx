import { useCallback, useState } from 'react';
import { Select } from '@/components/ui/select';
import { readFragment } from '@/gql';
import { ModelItemFragmentDoc, type ModelItemFragment } from '@/gql/graphql';
import {
  useAdminCreateModelMutation,
  useAdminEditModelMutation,
  useAdminGetListModelsQuery,
} from '@/gql/hooks';
import { modelSchema } from '@/rules/settings';
import { useCatalogueOptions } from './brand-options';
import { SelectField, TextField } from './setting-fields';
import { SettingPanel } from './setting-panel';
import { sameFields } from './use-setting-form';

export function ModelPanel() {
  const query = useAdminGetListModelsQuery();
  const options = useCatalogueOptions();
  const [brandFilter, setBrandFilter] = useState('');
  const filter = useCallback(
    (m: ModelItemFragment) => !brandFilter || m.brand === brandFilter,
    [brandFilter],
  );
  return (
    <SettingPanel
      type="MODEL"
      noun="Model"
      plural="Models"
      // Versions and the market price pickers show model names.
      listKeys={[
        'AdminGetListModels',
        'AdminGetListVersion',
        'AdminGetListAllVersion',
        'MarketPriceModelOptions',
      ]}
      query={query}
      items={readFragment(ModelItemFragmentDoc, query.data?.adminGetListModels)}
      list={{
        title: (m) => m.name,
        subtitle: (m) => m.brandMeta?.name ?? options.brandName.get(m.brand) ?? '',
        searchText: (m) => [m.brandMeta?.name],
        filter,
        filterKey: brandFilter,
        filters: (
          <Select
            aria-label="Filter by brand"
            placeholder="All brands"
            options={options.brandOptions}
            value={brandFilter}
            onChange={(e) => setBrandFilter(e.target.value)}
          />
        ),
      }}
      form={{
        addSchema: modelSchema,
        updateSchema: modelSchema,
        // A new model starts in the brand the list is filtered by.
        empty: { name: '', brand: brandFilter },
        fromItem: (m) => ({ name: m.name, brand: m.brand }),
        create: useAdminCreateModelMutation,
        update: useAdminEditModelMutation,
        ...sameFields,
      }}
      fields={(form) => (
        <>
          <SelectField
            form={form}
            name="brand"
            id="model-brand"
            label="Brand"
            placeholder="Select a brand"
            options={options.brandOptions}
          />
          <TextField form={form} name="name" id="model-name" label="Name" />
        </>
      )}
    />
  );
}
