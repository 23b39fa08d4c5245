import { ProvinceWardFilters } from '@/components/address/address-filters';
import type { ListFilters } from '@/components/data-table/list-screen';
import type { ListingSearch } from './listing-search';

/** SPEC §2.14 filter row: search on Enter, province then ward (units in force), created-from/to. */
export function listingFilterRow(
  search: ListingSearch,
  onFilters: (patch: Partial<ListingSearch>) => void,
  searchPlaceholder: string,
): ListFilters {
  return {
    searchPlaceholder,
    dateRange: { from: search.createFrom, to: search.createTo, onChange: onFilters },
    children: (
      <ProvinceWardFilters
        province={search.province}
        ward={search.ward}
        // A province or ward chosen here replaces a former district an older link carried.
        onChange={(patch) => onFilters({ ...patch, district: undefined })}
      />
    ),
  };
}
