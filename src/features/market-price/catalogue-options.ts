import type { SelectOption } from '@/components/ui/select';
import { useMarketPriceBrandOptionsQuery, useMarketPriceModelOptionsQuery } from '@/gql/hooks';

const label = (name: string, isActive: boolean) => (isActive ? name : `${name} (inactive)`);

/**
 * Brand and model choices for the form (SPEC §3: a version belongs to a model, the brand follows).
 * Inactive entries stay selectable, marked, so editing an older version never loses its model.
 */
export function useCatalogueOptions(brandId: string) {
  const brands = useMarketPriceBrandOptionsQuery();
  const models = useMarketPriceModelOptionsQuery();
  const brandOptions: SelectOption[] = (brands.data?.adminGetListBrands ?? []).map((b) => ({
    value: b.id,
    label: label(b.name, b.isActive),
  }));
  const modelOptions: SelectOption[] = (models.data?.adminGetListModels ?? [])
    .filter((m) => m.brand === brandId)
    .map((m) => ({ value: m.id, label: label(m.name, m.isActive) }));
  const brandOfModel = (modelId: string) =>
    models.data?.adminGetListModels.find((m) => m.id === modelId)?.brand ?? '';
  return {
    brandOptions,
    modelOptions,
    brandOfModel,
    isLoading: brands.isPending || models.isPending,
    error: brands.error ?? models.error,
    retry: () => void Promise.all([brands.refetch(), models.refetch()]),
  };
}
