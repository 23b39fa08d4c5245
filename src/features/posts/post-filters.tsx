import { SelectFilter, TextFilter } from '@/components/data-table/list-controls';
import type { ListFilters } from '@/components/data-table/list-screen';
import { usePostCatalogueQuery } from '@/gql/hooks';
import { PosterFilter } from './poster-select';
import { POST_STATUSES, statusFilterOptions } from './post-status';
import { POST_SEARCH_DEBOUNCE_MS } from './post-query';
import type { PostsSearch } from './posts-search';

function BrandFilter(props: { value: string | undefined; onChange: (brand: string | undefined) => void }) {
  const catalogue = usePostCatalogueQuery();
  const options = (catalogue.data?.adminGetListBrands ?? [])
    .map((b) => ({ value: b.id, label: b.name }))
    .sort((a, b) => a.label.localeCompare(b.label, 'vi'));
  // A brand in the URL keeps its place while the catalogue loads.
  if (props.value && !options.some((o) => o.value === props.value)) {
    options.unshift({ value: props.value, label: catalogue.isPending ? 'Loading…' : 'Unknown brand' });
  }
  return (
    <SelectFilter
      label="Brand"
      placeholder="All brands"
      value={props.value ?? ''}
      options={options}
      onChange={(e) => props.onChange(e.target.value || undefined)}
    />
  );
}

const isStatus = (v: string) => POST_STATUSES.find((s) => s === v);

/** SPEC §2.13 filter row: search (1 s), poster, location (1 s), brand, status, date range. */
export function postFilterRow(
  search: PostsSearch,
  onFilters: (patch: Partial<PostsSearch>) => void,
): ListFilters {
  return {
    searchPlaceholder: 'Search by title or id',
    searchDebounceMs: POST_SEARCH_DEBOUNCE_MS,
    dateRange: { from: search.createFrom, to: search.createTo, onChange: onFilters },
    children: (
      <>
        <PosterFilter userId={search.userId} onChange={(userId) => onFilters({ userId })} />
        <TextFilter
          label="Location"
          placeholder="City or country"
          value={search.location}
          debounceMs={POST_SEARCH_DEBOUNCE_MS}
          onChange={(location) => onFilters({ location })}
        />
        <BrandFilter value={search.brand} onChange={(brand) => onFilters({ brand })} />
        <SelectFilter
          label="Status"
          placeholder="All"
          value={search.status ?? ''}
          options={statusFilterOptions(search.status)}
          onChange={(e) => onFilters({ status: isStatus(e.target.value) })}
        />
      </>
    ),
  };
}
