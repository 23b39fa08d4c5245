import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { ListView } from '@/components/data-table/list-screen';
import { ListScreen } from '@/components/data-table/list-screen';
import { useList, useListRoute } from '@/components/data-table/use-list';
import { useAreaCan } from '@/components/layout/permissions';
import type { TrashKind } from '@/gql/graphql';
import {
  adminListBannerTrashQueryOptions,
  adminListReviewTrashQueryOptions,
  adminListServiceTrashQueryOptions,
  useAdminDeleteBannerForGoodMutation,
  useAdminDeleteReviewForGoodMutation,
  useAdminDeleteServiceForGoodMutation,
} from '@/gql/hooks';
import { useRestoreFromTrash } from '@/lib/trash';
import type { ActionResult } from '@/lib/use-action';
import { useAction } from '@/lib/use-action';
import { readTrashRow, trashColumns, type TrashRow } from './trash-columns';

/**
 * One area's Trash (docs/trash.md): what was deleted there in the last 30 days, latest first, with
 * Restore and Delete for good for an admin holding the area's `delete` (the server's rule), the area
 * being the one of the route's menu entry.
 */
function TrashList(props: {
  title: string;
  what: string;
  list: ListView<TrashRow> & { page: number };
  purge: (kind: TrashKind, id: string) => Promise<ActionResult<unknown>>;
}) {
  // The area's `delete`, from the permission the route's menu entry declares (as ConfirmDelete asks it).
  const allowed = useAreaCan('delete');
  const restoreFromTrash = useRestoreFromTrash();
  const [restoring, setRestoring] = useState<string>();
  const { page } = props.list;
  const { purge } = props;
  const columns = useMemo(
    () =>
      trashColumns(page, {
        allowed,
        purge,
        restoring,
        restore: async (kind, id) => {
          setRestoring(`${kind}:${id}`);
          try {
            return await restoreFromTrash(kind, id);
          } finally {
            setRestoring(undefined);
          }
        },
      }),
    [page, allowed, purge, restoring, restoreFromTrash],
  );
  return (
    <ListScreen
      title={props.title}
      list={props.list}
      columns={columns}
      emptyText={`No ${props.what} in the Trash`}
    />
  );
}

const FOR_GOOD = { success: 'Deleted for good' } as const;

export function BannerTrashScreen() {
  const route = useListRoute(getRouteApi('/_admin/trash/banners'));
  const list = useList(route, {
    query: (_search, { skip, take }) => adminListBannerTrashQueryOptions({ skip, take }),
    page: (data) => data.adminListBannerTrash,
    row: readTrashRow,
  });
  const { run } = useAction(useAdminDeleteBannerForGoodMutation, {
    ...FOR_GOOD,
    invalidates: ['AdminListBannerTrash'],
  });
  const purge = useMemo(() => (kind: TrashKind, id: string) => run({ kind, id }), [run]);
  return <TrashList title="Banner trash" what="banners" list={list} purge={purge} />;
}

export function ReviewTrashScreen() {
  const route = useListRoute(getRouteApi('/_admin/trash/reviews'));
  const list = useList(route, {
    query: (_search, { skip, take }) => adminListReviewTrashQueryOptions({ skip, take }),
    page: (data) => data.adminListReviewTrash,
    row: readTrashRow,
  });
  const { run } = useAction(useAdminDeleteReviewForGoodMutation, {
    ...FOR_GOOD,
    invalidates: ['AdminListReviewTrash'],
  });
  const purge = useMemo(() => (kind: TrashKind, id: string) => run({ kind, id }), [run]);
  return <TrashList title="Review trash" what="reviews, categories or videos" list={list} purge={purge} />;
}

export function ServiceTrashScreen() {
  const route = useListRoute(getRouteApi('/_admin/trash/services'));
  const list = useList(route, {
    query: (_search, { skip, take }) => adminListServiceTrashQueryOptions({ skip, take }),
    page: (data) => data.adminListServiceTrash,
    row: readTrashRow,
  });
  const { run } = useAction(useAdminDeleteServiceForGoodMutation, {
    ...FOR_GOOD,
    invalidates: ['AdminListServiceTrash'],
  });
  const purge = useMemo(() => (kind: TrashKind, id: string) => run({ kind, id }), [run]);
  return (
    <TrashList title="Service trash" what="garages, driving centres or parkings" list={list} purge={purge} />
  );
}
