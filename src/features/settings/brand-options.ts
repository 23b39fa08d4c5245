import { useMemo } from 'react';
import type { SelectOption } from '@/components/ui/select';
import { readFragment } from '@/gql';
import { CatalogueBrandFragmentDoc, CatalogueModelFragmentDoc } from '@/gql/graphql';
import { useAdminGetListBrandsQuery, useAdminGetListModelsQuery } from '@/gql/hooks';

/** Brand and model pickers and the names lists show; both lists are shared with their panels' queries. */
export function useCatalogueOptions() {
  const brands = useAdminGetListBrandsQuery();
  const models = useAdminGetListModelsQuery();
  return useMemo(() => {
    const brandList = readFragment(CatalogueBrandFragmentDoc, brands.data?.adminGetListBrands) ?? [];
    const modelList = readFragment(CatalogueModelFragmentDoc, models.data?.adminGetListModels) ?? [];
    const brandName = new Map(brandList.map((b) => [b.id, b.name]));
    const modelById = new Map(modelList.map((m) => [m.id, m]));
    const brandOptions: SelectOption[] = brandList.map((b) => ({ value: b.id, label: b.name }));
    const modelOptions = (brandId: string | undefined): SelectOption[] =>
      modelList
        .filter((m) => !brandId || m.brand === brandId)
        .map((m) => ({
          value: m.id,
          label: brandId ? m.name : `${brandName.get(m.brand) ?? ''} ${m.name}`.trim(),
        }));
    return { brandName, modelById, brandOptions, modelOptions };
  }, [brands.data, models.data]);
}
