import { useCallback, useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { NumberInput } from '@/components/form/number-input';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Tabs } from '@/components/ui/tabs';
import type { AdminGetListVersionQuery } from '@/gql/graphql';
import {
  useAdminCreateVersionMutation,
  useAdminEditVersionMutation,
  useAdminGetListVersionQuery,
} from '@/gql/hooks';
import { formatVnd } from '@/lib/format';
import { versionCreateSchema, versionEditSchema } from '@/rules/settings';
import { VersionBulkTab } from './bulk/version-bulk-tab';
import { useCatalogueOptions } from './brand-options';
import { FormCard } from './form-card';
import { ImageField } from '@/components/media/image-field';
import { OptionList } from './option-list';
import { useSettingForm } from './use-setting-form';

type Version = AdminGetListVersionQuery['adminGetListVersion'][number];

const LIST_KEYS = ['AdminGetListVersion'] as const;
const title = (v: Version) => v.name;
const image = (v: Version) => v.image;

export function VersionPanel() {
  const list = useAdminGetListVersionQuery();
  const options = useCatalogueOptions();
  const [brandFilter, setBrandFilter] = useState('');
  const [modelFilter, setModelFilter] = useState('');
  const [selected, setSelected] = useState<Version | null>(null);
  // Narrows the form's model picker; the version itself stores only the model.
  const [formBrand, setFormBrand] = useState('');
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const create = useAdminCreateVersionMutation();
  const edit = useAdminEditVersionMutation();
  const { form, onAdd, onUpdate } = useSettingForm({
    addSchema: versionCreateSchema,
    updateSchema: versionEditSchema,
    empty: { name: '', model: modelFilter, priceCarVersion: null, mediaId: null },
    fromItem: (v: Version) => ({
      name: v.name,
      model: v.model ?? '',
      priceCarVersion: v.priceCarVersion ?? null,
      mediaId: v.mediaId ?? null,
    }),
    selected,
    onSaved: () => {
      setSelected(null);
      setImageUrl(null);
    },
    label: 'Car version',
    listKeys: LIST_KEYS,
    create: (v) => create.mutateAsync(v),
    update: (item, v) => edit.mutateAsync({ ...v, id: item.id }),
  });
  useEffect(() => {
    setImageUrl(selected?.image ?? null);
    setFormBrand(selected?.brand ?? '');
  }, [selected]);
  const { errors, isSubmitting } = form.formState;

  const filter = useCallback(
    (v: Version) => (!brandFilter || v.brand === brandFilter) && (!modelFilter || v.model === modelFilter),
    [brandFilter, modelFilter],
  );
  const modelName = (v: Version) => (v.model ? options.modelById.get(v.model)?.name : undefined);
  const brandName = (v: Version) => (v.brand ? options.brandName.get(v.brand) : undefined);

  const manual = (
    <FormCard
      bare
      label="Car version"
      editing={selected !== null}
      saving={isSubmitting}
      onAdd={onAdd}
      onUpdate={onUpdate}
      onCancel={() => setSelected(null)}
    >
      <div className="grid gap-1.5">
        <Label htmlFor="version-brand">Brand</Label>
        <Select
          id="version-brand"
          placeholder="All brands"
          options={options.brandOptions}
          value={formBrand}
          onChange={(e) => setFormBrand(e.target.value)}
        />
      </div>
      <FormField id="version-model" label="Model" required={selected === null} error={errors.model?.message}>
        <Controller
          control={form.control}
          name="model"
          render={({ field }) => (
            <Select
              id="version-model"
              placeholder="Select a model"
              options={options.modelOptions(formBrand || undefined)}
              aria-invalid={errors.model ? true : undefined}
              {...field}
              value={field.value ?? ''}
            />
          )}
        />
      </FormField>
      <FormField id="version-name" label="Name" error={errors.name?.message}>
        <Input id="version-name" aria-invalid={errors.name ? true : undefined} {...form.register('name')} />
      </FormField>
      <FormField id="version-price" label="Price (VND)" error={errors.priceCarVersion?.message}>
        <Controller
          control={form.control}
          name="priceCarVersion"
          render={({ field }) => (
            <NumberInput
              id="version-price"
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              aria-invalid={errors.priceCarVersion ? true : undefined}
            />
          )}
        />
      </FormField>
      <FormField id="version-image" label="Image" required={false} error={errors.mediaId?.message}>
        <Controller
          control={form.control}
          name="mediaId"
          render={({ field }) => (
            <ImageField
              id="version-image"
              label="Image"
              value={{ mediaId: field.value ?? null, url: imageUrl }}
              onChange={(media) => {
                setImageUrl(media.url);
                field.onChange(media.mediaId);
              }}
            />
          )}
        />
      </FormField>
    </FormCard>
  );

  return (
    <>
      <OptionList
        type="VERSION"
        label="Car versions"
        noun="Car version"
        items={list.data?.adminGetListVersion}
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        title={title}
        image={image}
        subtitle={(v) =>
          [brandName(v), modelName(v), formatVnd(v.priceCarVersion)].filter(Boolean).join(' · ')
        }
        searchText={(v) => [brandName(v), modelName(v)]}
        filter={filter}
        filterKey={`${brandFilter}/${modelFilter}`}
        filters={
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
              { value: 'bulk', label: 'Thêm hàng loạt', content: <VersionBulkTab /> },
            ]}
          />
        </CardContent>
      </Card>
    </>
  );
}
