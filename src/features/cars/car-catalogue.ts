import type { SelectOption } from '@/components/ui/select';
import { useCarCatalogueOptionsQuery } from '@/gql/hooks';
import type { CarMetaTypeValue } from '@/rules/editorial';

const label = (name: string, isActive: boolean) => (isActive ? name : `${name} (inactive)`);

/**
 * The choices of each meta type from the catalogue (SPEC §3 Car metas). Models follow the chosen brand
 * and versions the chosen model; inactive entries stay selectable, marked, so an older car keeps its own.
 */
export function useCarCatalogue(brandId: string | null | undefined, modelId: string | null | undefined) {
  const q = useCarCatalogueOptionsQuery();
  const d = q.data;
  const opts = (
    rows: readonly { id: string; name: string; isActive: boolean }[] | undefined,
  ): SelectOption[] => (rows ?? []).map((r) => ({ value: r.id, label: label(r.name, r.isActive) }));
  const options: Record<CarMetaTypeValue, SelectOption[]> = {
    BRAND: opts(d?.adminGetListBrands),
    MODEL: opts(d?.adminGetListModels.filter((m) => m.brand === brandId)),
    VERSION: opts(d?.adminGetListVersion.filter((v) => v.model === modelId)),
    BODY_TYPE: opts(d?.adminGetListBodyTypes),
    FUEL_TYPE: opts(d?.adminGetListFuelType),
    SEAT: opts(d?.adminGetListSeats),
    DOOR: opts(d?.adminGetListDoors),
  };
  return { options, isLoading: q.isPending, error: q.error, retry: () => void q.refetch() };
}
