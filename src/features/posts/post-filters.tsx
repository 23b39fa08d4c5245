import { SelectFilter, TextFilter } from '@/components/data-table/list-controls';
import type { ListFilters } from '@/components/data-table/list-screen';
import type { AdminListPostQueryVariables } from '@/gql/graphql';
import { usePostCatalogueQuery } from '@/gql/hooks';
import { PosterFilter } from './poster-select';
import { POST_STATUSES, statusFilterOptions } from './post-status';
import type { PostsSearch } from './posts-search';

/** SPEC §9: the posts' search and location apply once typing pauses this long, without Enter. */
export const POST_SEARCH_DEBOUNCE_MS = 1000;

/** What adminListPost is asked for this URL (SPEC §7: titleAndPostId, status, dates, userId, location, brand). */
export function postFilters(search: PostsSearch): Omit<AdminListPostQueryVariables, 'skip' | 'take'> {
  return {
    titleAndPostId: search.search,
    status: search.status,
    createFrom: search.createFrom,
    createTo: search.createTo,
    userId: search.userId,
    location: search.location,
    brand: search.brand,
  };
}

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
export function postFilterRow(search: PostsSearch, onFilters: (patch: Partial<PostsSearch>) => void): ListFilters {
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
