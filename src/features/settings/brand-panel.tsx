import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import type { AdminGetListBrandsQuery } from '@/gql/graphql';
import {
  useAdminCreateBrandMutation,
  useAdminEditBrandMutation,
  useAdminGetListBrandsQuery,
} from '@/gql/hooks';
import { brandSchema } from '@/rules/settings';
import { FormCard } from './form-card';
import { ImageField } from '@/components/media/image-field';
import { OptionList } from './option-list';
import { useSettingForm } from './use-setting-form';

type Brand = AdminGetListBrandsQuery['adminGetListBrands'][number];

// Model and version lists show brand names, so they reload with the brands.
const LIST_KEYS = ['AdminGetListBrands', 'AdminGetListModels', 'AdminGetListVersion'] as const;
const title = (b: Brand) => b.name;
const image = (b: Brand) => b.image;

export function BrandPanel() {
  const list = useAdminGetListBrandsQuery();
  const [selected, setSelected] = useState<Brand | null>(null);
  const [iconUrl, setIconUrl] = useState<string | null>(null);
  const create = useAdminCreateBrandMutation();
  const edit = useAdminEditBrandMutation();
  const { form, onAdd, onUpdate } = useSettingForm({
    addSchema: brandSchema,
    updateSchema: brandSchema,
    empty: { name: '', mediaId: '', isDisplayTopSearch: false },
    fromItem: (b: Brand) => ({
      name: b.name,
      mediaId: b.mediaId ?? '',
      isDisplayTopSearch: b.isDisplayTopSearch,
    }),
    selected,
    onSaved: () => {
      setSelected(null);
      setIconUrl(null);
    },
    label: 'Brand',
    listKeys: LIST_KEYS,
    create: (v) => create.mutateAsync(v),
    update: (b, v) => edit.mutateAsync({ ...v, id: b.id }),
  });
  useEffect(() => setIconUrl(selected?.image ?? null), [selected]);
  const { errors, isSubmitting } = form.formState;

  return (
    <>
      <OptionList
        type="BRAND"
        label="Brands"
        noun="Brand"
        items={list.data?.adminGetListBrands}
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        title={title}
        image={image}
        subtitle={(b) => (b.isDisplayTopSearch ? `${b.slug} · Display top search` : b.slug)}
        selectedId={selected?.id ?? null}
        onEdit={setSelected}
        onDeleted={(id) => (selected?.id === id ? setSelected(null) : undefined)}
        listKeys={LIST_KEYS}
      />
      <FormCard
        label="Brand"
        editing={selected !== null}
        saving={isSubmitting}
        onAdd={onAdd}
        onUpdate={onUpdate}
        onCancel={() => setSelected(null)}
      >
        <FormField id="brand-name" label="Name" error={errors.name?.message}>
          <Input
            id="brand-name"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? 'brand-name-error' : undefined}
            {...form.register('name')}
          />
        </FormField>
        <FormField id="brand-icon" label="Icon" error={errors.mediaId?.message}>
          <Controller
            control={form.control}
            name="mediaId"
            render={({ field }) => (
              <ImageField
                id="brand-icon"
                label="Icon"
                value={{ mediaId: field.value || null, url: iconUrl }}
                invalid={!!errors.mediaId}
                onChange={(media) => {
                  setIconUrl(media.url);
                  field.onChange(media.mediaId ?? '');
                }}
              />
            )}
          />
        </FormField>
        <div className="flex items-center gap-2">
          <Controller
            control={form.control}
            name="isDisplayTopSearch"
            render={({ field }) => (
              <Switch id="brand-top-search" checked={field.value === true} onCheckedChange={field.onChange} />
            )}
          />
          <Label htmlFor="brand-top-search">Display top search</Label>
        </div>
      </FormCard>
    </>
  );
}
