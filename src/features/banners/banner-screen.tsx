import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ListScreen } from '@/components/data-table/list-screen';
import { useList, useListRoute } from '@/components/data-table/use-list';
import { toMediaValues } from '@/components/media/image-list-field';
import { RecordProblem } from '@/components/record/record-states';
import { Skeleton } from '@/components/ui/skeleton';
import { readFragment } from '@/gql';
import { cn } from '@/lib/cn';
import { BannerDetailFragmentDoc } from '@/gql/graphql';
import { adminListBannerQueryOptions, getBannerDetailQueryOptions } from '@/gql/hooks';
import { useBannerBulk, useDeleteBanner, useToggleBanner } from './banner-actions';
import { bannerColumns, readBannerRow } from './banner-columns';
import { BannerForm } from './banner-form';

/** The three routes that show the list beside its form: the list, create, and edit one banner. */
type BannerRouteId = '/_admin/banners' | '/_admin/banner/create' | '/_admin/banner/edit/$id';

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
      record={{
        editVersion: b.editVersion,
        refetch: detail.refetch,
        live: { entity: 'banner', entityId: b.id },
      }}
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
export function BannerScreen(props: { from: BannerRouteId; editId?: string; onCloseEdit: () => void }) {
  const route = useListRoute(getRouteApi(props.from));
  const list = useList(route, {
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
        search: route.search,
        toggle: { run: ({ id }) => flip({ id }), variables },
        remove,
      }),
    [list.page, route.search, flip, variables, remove],
  );
  const bulk = useBannerBulk();
  return (
    // The form beside the list from 1440 px: at 1280 beside it, the list (with its row checkboxes) had
    // about 580 px and wrapped names and positions onto three lines. Below 1440 the form comes after the
    // list, or before it while a banner is being edited, so Edit shows its form at once.
    <div className="grid items-start gap-6 min-[1440px]:grid-cols-[minmax(0,1fr)_360px]">
      <ListScreen
        title="Banners"
        list={list}
        columns={columns}
        bulk={bulk}
        emptyText={list.search.search ? 'No banners match this search' : 'No banners yet'}
        filters={{ searchPlaceholder: 'Search by name' }}
      />
      <aside
        className={cn(
          'min-[1440px]:sticky min-[1440px]:top-4',
          props.editId && 'order-first min-[1440px]:order-none',
        )}
      >
        {props.editId ? (
          <EditBannerForm key={props.editId} id={props.editId} onDone={props.onCloseEdit} />
        ) : (
          <BannerForm values={EMPTY} images={[]} onDone={() => undefined} />
        )}
      </aside>
    </div>
  );
}
