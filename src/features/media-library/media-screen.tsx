import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { column, dateCell } from '@/components/data-table/columns';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { SelectFilter } from '@/components/data-table/list-controls';
import { ListScreen } from '@/components/data-table/list-screen';
import { useList, useListRoute } from '@/components/data-table/use-list';
import type { MediaCardFragment } from '@/gql/graphql';
import { adminListMediaQueryOptions } from '@/gql/hooks';
import { MEDIA_KIND_LABELS, MEDIA_KINDS, type MediaKindValue } from '@/rules/editorial';
import { useDeleteMedia } from './media-actions';
import { MediaCard, readMediaCard } from './media-card';
import { UploaderFilter } from './uploader-filter';

/** What Export writes for the library, which is drawn as cards rather than columns. */
const MEDIA_EXPORT: DataTableColumn<MediaCardFragment>[] = [
  column(
    'fileName',
    'File name',
    (m) => m.media.fileName,
    (m) => m.media.fileName,
  ),
  column(
    'kind',
    'Type',
    (m) => MEDIA_KIND_LABELS[m.kind],
    (m) => MEDIA_KIND_LABELS[m.kind],
  ),
  column(
    'size',
    'Size (bytes)',
    (m) => m.sizeBytes,
    (m) => m.sizeBytes,
  ),
  column(
    'uploader',
    'Uploaded by',
    (m) => m.uploader?.name,
    (m) => m.uploader?.name ?? '',
  ),
  column(
    'createdAt',
    'Uploaded at',
    (m) => m.media.createdAt,
    (m) => dateCell(m.media.createdAt),
  ),
  column(
    'link',
    'Link',
    (m) => m.media.filePathOriginal,
    (m) => m.media.filePathOriginal ?? '',
  ),
];

/** SPEC §2.2 /media: the uploads as a grid, filtered by type and uploader, searched by file name. */
export function MediaScreen() {
  const route = useListRoute(getRouteApi('/_admin/media'));
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
      exportColumns={MEDIA_EXPORT}
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
