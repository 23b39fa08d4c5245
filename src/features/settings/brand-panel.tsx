import { readFragment } from '@/gql';
import { BrandItemFragmentDoc } from '@/gql/graphql';
import {
  useAdminCreateBrandMutation,
  useAdminEditBrandMutation,
  useAdminGetListBrandsQuery,
} from '@/gql/hooks';
import { brandSchema } from '@/rules/settings';
import { ImageField, SwitchField, TextField } from './setting-fields';
import { SettingPanel } from './setting-panel';
import { sameFields } from './use-setting-form';

export function BrandPanel() {
  const query = useAdminGetListBrandsQuery();
  return (
    <SettingPanel
      type="BRAND"
      noun="Brand"
      plural="Brands"
      // Models, versions and the market price pickers show brand names, so they reload with the brands.
      listKeys={[
        'AdminGetListBrands',
        'AdminGetListModels',
        'AdminGetListVersion',
        'AdminGetListAllVersion',
        'MarketPriceBrandOptions',
      ]}
      query={query}
      items={readFragment(BrandItemFragmentDoc, query.data?.adminGetListBrands)}
      list={{
        title: (b) => b.name,
        image: (b) => b.image,
        subtitle: (b) => (b.isDisplayTopSearch ? `${b.slug} · Display top search` : b.slug),
      }}
      form={{
        addSchema: brandSchema,
        updateSchema: brandSchema,
        empty: { name: '', mediaId: '', isDisplayTopSearch: false },
        fromItem: (b) => ({
          name: b.name,
          mediaId: b.mediaId ?? '',
          isDisplayTopSearch: b.isDisplayTopSearch,
        }),
        create: useAdminCreateBrandMutation,
        update: useAdminEditBrandMutation,
        ...sameFields,
      }}
      fields={(form, selected) => (
        <>
          <TextField form={form} name="name" id="brand-name" label="Name" />
          <ImageField
            form={form}
            name="mediaId"
            id="brand-icon"
            label="Icon"
            initialUrl={selected?.image}
            cleared=""
          />
          <SwitchField
            form={form}
            name="isDisplayTopSearch"
            id="brand-top-search"
            label="Display top search"
          />
        </>
      )}
    />
  );
}
