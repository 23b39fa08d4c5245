import { useCallback } from 'react';
import { SelectFilter } from '@/components/data-table/list-controls';
import { ListScreen } from '@/components/data-table/list-screen';
import { useList, type ListRouteProps } from '@/components/data-table/use-list';
import type { MediaCardFragment } from '@/gql/graphql';
import { adminListMediaQueryOptions } from '@/gql/hooks';
import { MEDIA_KIND_LABELS, MEDIA_KINDS, type MediaKindValue } from '@/rules/editorial';
import { useDeleteMedia } from './media-actions';
import { MediaCard, readMediaCard } from './media-card';
import type { MediaSearch } from './media-search';
import { UploaderFilter } from './uploader-filter';

/** SPEC §2.2 /media: the uploads as a grid, filtered by type and uploader, searched by file name. */
export function MediaScreen(route: ListRouteProps<MediaSearch>) {
  const list = useList(route, {
    query: (search, paging) =>
      adminListMediaQueryOptions({
        keyword: search.search,
        kind: search.kind,
        uploadBy: search.uploadBy,
        ...paging,
      }),
    page: (data) => data.adminListMedia,
    row: readMediaCard,
  });
  const { run: remove } = useDeleteMedia();
  const card = useCallback((item: MediaCardFragment) => <MediaCard item={item} remove={remove} />, [remove]);
  return (
    <ListScreen
      title="Media"
      label="Media library"
      list={list}
      card={card}
      emptyText={
        list.search.search || list.search.kind || list.search.uploadBy
          ? 'No files match these filters'
          : 'No files uploaded yet'
      }
      addNew="/media/create"
      filters={{
        searchPlaceholder: 'Search by file name',
        children: (
          <>
            <SelectFilter
              label="Type"
              placeholder="All types"
              value={list.search.kind ?? ''}
              options={MEDIA_KINDS.map((k) => ({ value: k, label: MEDIA_KIND_LABELS[k] }))}
              onChange={(e) =>
                list.setFilters({ kind: (e.target.value || undefined) as MediaKindValue | undefined })
              }
            />
            <UploaderFilter
              uploadBy={list.search.uploadBy}
              onChange={(uploadBy) => list.setFilters({ uploadBy })}
            />
          </>
        ),
      }}
    />
  );
}
