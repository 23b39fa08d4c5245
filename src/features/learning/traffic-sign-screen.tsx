import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { SelectFilter } from '@/components/data-table/list-controls';
import { ListScreen } from '@/components/data-table/list-screen';
import { useList, useListRoute } from '@/components/data-table/use-list';
import { adminGetListTrafficSignsQueryOptions } from '@/gql/hooks';
import { SIGN_TYPE_LABELS, SIGN_TYPES } from '@/rules/learning-types';
import { useDeleteTrafficSign } from './traffic-sign-actions';
import { readTrafficSignRow, trafficSignColumns } from './traffic-sign-columns';

const TYPE_OPTIONS = SIGN_TYPES.map((t) => ({ value: t, label: SIGN_TYPE_LABELS[t] }));
const isType = (v: string) => SIGN_TYPES.find((t) => t === v);

/** SPEC §2.15 Traffic Signs list: search, Type filter (the seven kinds), Clear; all in the URL. */
export function TrafficSignScreen() {
  const route = useListRoute(getRouteApi('/_admin/learning-driving/traffic-signs'));
  const list = useList(route, {
    query: ({ search, type }, paging) =>
      adminGetListTrafficSignsQueryOptions({ keyword: search, type, ...paging }),
    page: (data) => data.adminGetListTrafficSigns,
    row: readTrafficSignRow,
  });
  const { run: remove } = useDeleteTrafficSign();
  const columns = useMemo(() => trafficSignColumns(list.page, remove), [list.page, remove]);
  const filtered = !!(list.search.search || list.search.type);
  return (
    <ListScreen
      title="Traffic Signs"
      label="Traffic signs"
      list={list}
      columns={columns}
      emptyText={filtered ? 'No traffic signs match these filters' : 'No traffic signs yet'}
      addNew="/learning-driving/traffic-signs/create"
      filters={{
        searchPlaceholder: 'Search by title, symbol or content',
        children: (
          <SelectFilter
            label="Type"
            className="w-44"
            placeholder="All types"
            value={list.search.type ?? ''}
            options={TYPE_OPTIONS}
            onChange={(e) => list.setFilters({ type: isType(e.target.value) })}
          />
        ),
      }}
    />
  );
}
