import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ListScreen } from '@/components/data-table/list-screen';
import { useList, type ListRouteProps } from '@/components/data-table/use-list';
import { toMediaValues } from '@/components/media/image-list-field';
import { RecordProblem } from '@/components/record/record-states';
import { Skeleton } from '@/components/ui/skeleton';
import { readFragment } from '@/gql';
import { BannerDetailFragmentDoc } from '@/gql/graphql';
import { adminListBannerQueryOptions, getBannerDetailQueryOptions } from '@/gql/hooks';
import { useDeleteBanner, useToggleBanner } from './banner-actions';
import { bannerColumns, readBannerRow } from './banner-columns';
import { BannerForm } from './banner-form';
import type { BannerSearch } from './banner-search';

const EMPTY = { name: '', positionId: '', mediaIds: [], linkBanner: '' };

function EditBannerForm({ id, onDone }: { id: string; onDone: () => void }) {
  const detail = useQuery(getBannerDetailQueryOptions({ id }));
  if (detail.error)
    return <RecordProblem error={detail.error} what="Banner" onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <Skeleton className="h-96 w-full" />;
  const b = readFragment(BannerDetailFragmentDoc, detail.data.getBannerDetail);
  return (
    <BannerForm
      key={b.id}
      id={b.id}
      values={{
        name: b.name,
        positionId: b.positionId,
        mediaIds: b.medias.map((m) => m.id),
        linkBanner: b.linkBanner ?? '',
      }}
      images={toMediaValues(b.medias)}
      onDone={onDone}
    />
  );
}

/**
 * SPEC §2.17 Banners: the list and, beside it, the form that creates a banner or edits the one the
 * route names (/banner/edit/:id). Page and search stay in the URL of both.
 */
export function BannerScreen(
  props: ListRouteProps<BannerSearch> & { editId?: string; onCloseEdit: () => void },
) {
  const list = useList(props, {
    query: (search, paging) => adminListBannerQueryOptions({ keyword: search.search, ...paging }),
    page: (data) => data.adminListBanner,
    row: readBannerRow,
  });
  const toggle = useToggleBanner();
  const { run: remove } = useDeleteBanner();
  const { run: flip, variables } = toggle;
  const columns = useMemo(
    () =>
      bannerColumns({
        page: list.page,
        search: props.search,
        toggle: { run: ({ id }) => flip({ id }), variables },
        remove,
      }),
    [list.page, props.search, flip, variables, remove],
  );
  return (
    <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_380px]">
      <ListScreen
        title="Banners"
        list={list}
        columns={columns}
        emptyText={list.search.search ? 'No banners match this search' : 'No banners yet'}
        filters={{ searchPlaceholder: 'Search by name' }}
      />
      <aside className="xl:sticky xl:top-4">
        {props.editId ? (
          <EditBannerForm key={props.editId} id={props.editId} onDone={props.onCloseEdit} />
        ) : (
          <BannerForm values={EMPTY} images={[]} onDone={() => undefined} />
        )}
      </aside>
    </div>
  );
}
