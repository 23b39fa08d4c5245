import { useCallback, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { readFragment } from '@/gql';
import { VersionItemFragmentDoc, type VersionItemFragment } from '@/gql/graphql';
import {
  useAdminCreateVersionMutation,
  useAdminEditVersionMutation,
  useAdminGetListVersionQuery,
} from '@/gql/hooks';
import { formatVnd } from '@/lib/format';
import { versionCreateSchema, versionEditSchema } from '@/rules/settings';
import { VersionBulkTab } from './bulk/version-bulk-tab';
import { useCatalogueOptions } from './brand-options';
import { ImageField, NumberField, SelectField, TextField } from './setting-fields';
import { SettingPanel } from './setting-panel';
import { sameFields } from './use-setting-form';

type Options = ReturnType<typeof useCatalogueOptions>;

export function VersionPanel() {
  const query = useAdminGetListVersionQuery();
  const options = useCatalogueOptions();
  const [brandFilter, setBrandFilter] = useState('');
  const [modelFilter, setModelFilter] = useState('');
  const filter = useCallback(
    (v: VersionItemFragment) =>
      (!brandFilter || v.brand === brandFilter) && (!modelFilter || v.model === modelFilter),
    [brandFilter, modelFilter],
  );
  const modelName = (v: VersionItemFragment) => (v.model ? options.modelById.get(v.model)?.name : undefined);
  const brandName = (v: VersionItemFragment) => (v.brand ? options.brandName.get(v.brand) : undefined);

  return (
    <SettingPanel
      type="VERSION"
      noun="Car version"
      plural="Car versions"
      listKeys={['AdminGetListVersion', 'AdminGetListAllVersion']}
      query={query}
      items={readFragment(VersionItemFragmentDoc, query.data?.adminGetListVersion)}
      list={{
        title: (v) => v.name,
        image: (v) => v.image,
        subtitle: (v) =>
          [brandName(v), modelName(v), formatVnd(v.priceCarVersion)].filter(Boolean).join(' · '),
        searchText: (v) => [brandName(v), modelName(v)],
        filter,
        filterKey: `${brandFilter}/${modelFilter}`,
        filters: (
          <div className="grid grid-cols-2 gap-2">
            <Select
              aria-label="Filter by brand"
              placeholder="All brands"
              options={options.brandOptions}
              value={brandFilter}
              onChange={(e) => {
                setBrandFilter(e.target.value);
                setModelFilter('');
              }}
            />
            <Select
              aria-label="Filter by model"
              placeholder="All models"
              options={options.modelOptions(brandFilter || undefined)}
              value={modelFilter}
              onChange={(e) => setModelFilter(e.target.value)}
            />
          </div>
        ),
      }}
      form={{
        addSchema: versionCreateSchema,
        updateSchema: versionEditSchema,
        // A new version starts in the model the list is filtered by.
        empty: { name: '', model: modelFilter, priceCarVersion: null, mediaId: null },
        fromItem: (v) => ({
          name: v.name,
          model: v.model ?? '',
          priceCarVersion: v.priceCarVersion ?? null,
          mediaId: v.mediaId ?? null,
        }),
        create: useAdminCreateVersionMutation,
        update: useAdminEditVersionMutation,
        ...sameFields,
      }}
      fields={(form, selected) => <VersionFields form={form} selected={selected} options={options} />}
      bulk={<VersionBulkTab />}
    />
  );
}

function VersionFields(props: {
  form: UseFormReturn<z.input<typeof versionEditSchema>, unknown, z.output<typeof versionEditSchema>>;
  selected: VersionItemFragment | null;
  options: Options;
}) {
  const { form, selected, options } = props;
  // Narrows the model picker; the version itself stores only the model.
  const [brand, setBrand] = useState(selected?.brand ?? '');
  return (
    <>
      <div className="grid gap-1.5">
        <Label htmlFor="version-brand">Brand</Label>
        <Select
          id="version-brand"
          placeholder="All brands"
          options={options.brandOptions}
          value={brand}
          onChange={(e) => setBrand(e.target.value)}
        />
      </div>
      <SelectField
        form={form}
        name="model"
        id="version-model"
        label="Model"
        required={selected === null}
        placeholder="Select a model"
        options={options.modelOptions(brand || undefined)}
      />
      <TextField form={form} name="name" id="version-name" label="Name" />
      <NumberField form={form} name="priceCarVersion" id="version-price" label="Price (VND)" />
      <ImageField
        form={form}
        name="mediaId"
        id="version-image"
        label="Image"
        required={false}
        initialUrl={selected?.image}
        cleared={null}
      />
    </>
  );
}
