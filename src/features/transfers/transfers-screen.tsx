import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ListScreen } from '@/components/data-table/list-screen';
import { useList, useListRoute } from '@/components/data-table/use-list';
import { transferColumns, readTransferRow } from './transfer-columns';
import { useTransferBulk } from './transfer-bulk-actions';
import { useTransferDecision } from './transfer-decision';
import { transferFilterRow } from './transfer-filters';
import { transfersList } from './transfers-list';

/** SPEC §2.11 Transfer Request list. */
export function TransfersScreen() {
  const route = useListRoute(getRouteApi('/_admin/transfer-request'));
  const list = useList(route, { ...transfersList, row: readTransferRow });
  const { run: decide } = useTransferDecision();
  // Built once per page: new cell renderers would remount every row (and lose the focused button).
  const columns = useMemo(() => transferColumns(list.page, decide), [list.page, decide]);
  const bulk = useTransferBulk();
  return (
    <ListScreen
      title="Transfer Request"
      label="Transfer requests"
      list={list}
      columns={columns}
      bulk={bulk}
      emptyText="No transfer requests match these filters"
      filters={transferFilterRow(list.search, list.setFilters)}
    />
  );
}
