import { Link } from '@tanstack/react-router';
import { Eye, Pencil } from 'lucide-react';
import {
  column,
  dateCell,
  figureColumn,
  indexColumn,
  sortable,
  textColumn,
} from '@/components/data-table/columns';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { ICON_LINK } from '@/components/data-table/icon-link';
import { readFragment, type FragmentType } from '@/gql';
import { ContestRowFragmentDoc, type ContestRowFragment } from '@/gql/graphql';
import { formatDate } from '@/lib/format';
import { formatDuration } from './contest-format';
import { RowLink } from '@/components/data-table/row-link';

export const readContestRow = (ref: FragmentType<typeof ContestRowFragmentDoc>) =>
  readFragment(ContestRowFragmentDoc, ref);

/** SPEC §2.8 contests: name, duration, no. of winners, start, end; view and edit (no delete). */
export function contestColumns(page: number): DataTableColumn<ContestRowFragment>[] {
  return [
    indexColumn(page),
    sortable(
      'name',
      textColumn('name', 'Name', (c) => c.name, 50),
    ),
    figureColumn(
      'duration',
      'Duration',
      (c) => formatDuration(c.duration),
      (c) => formatDuration(c.duration),
    ),
    figureColumn(
      'noWiner',
      'No. of winners',
      (c) => c.noWiner ?? '-',
      (c) => c.noWiner ?? null,
    ),
    sortable(
      'startDate',
      figureColumn(
        'startDate',
        'Start',
        (c) => formatDate(c.startDate),
        (c) => dateCell(c.startDate),
      ),
    ),
    sortable(
      'endDate',
      figureColumn(
        'endDate',
        'End',
        (c) => formatDate(c.endDate),
        (c) => dateCell(c.endDate),
      ),
    ),
    column('action', 'Action', (c) => (
      <div className="flex items-center gap-1">
        <Link
          to="/contest/view/$id"
          params={{ id: c.id }}
          className={ICON_LINK}
          aria-label={`View ${c.name}`}
        >
          <Eye className="size-4" aria-hidden="true" />
        </Link>
        <RowLink
          to="/contest/edit/$id"
          params={{ id: c.id }}
          className={ICON_LINK}
          aria-label={`Edit ${c.name}`}
        >
          <Pencil className="size-4" aria-hidden="true" />
        </RowLink>
      </div>
    )),
  ];
}
