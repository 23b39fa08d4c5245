import { Link } from '@tanstack/react-router';
import { column, dateCell, indexColumn, sortable } from '@/components/data-table/columns';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { Badge } from '@/components/ui/badge';
import { readFragment, type FragmentType } from '@/gql';
import { NotificationRowFragmentDoc, type NotificationRowFragment } from '@/gql/graphql';
import { formatDate, truncate } from '@/lib/format';
import { typeLabel } from './notification-labels';

export const readNotificationRow = (ref: FragmentType<typeof NotificationRowFragmentDoc>) =>
  readFragment(NotificationRowFragmentDoc, ref);

/** SPEC §2.18 columns: index, Title Vi, Title En, Type, Created On (DD/MM/YYYY), view detail. */
export function notificationColumns(page: number): DataTableColumn<NotificationRowFragment>[] {
  return [
    indexColumn(page),
    sortable(
      'title',
      column(
        'titleVi',
        'Title Vi',
        (n) => truncate(n.titleVi, 60),
        (n) => n.titleVi,
      ),
    ),
    column(
      'titleEn',
      'Title En',
      (n) => truncate(n.titleEn, 60),
      (n) => n.titleEn,
    ),
    sortable(
      'type',
      column(
        'type',
        'Type',
        (n) => <Badge variant={n.type === 'EMAIL' ? 'info' : 'success'}>{typeLabel(n.type)}</Badge>,
        (n) => typeLabel(n.type),
      ),
    ),
    sortable(
      'createdAt',
      column(
        'createdAt',
        'Created On',
        (n) => formatDate(n.createdAt),
        (n) => dateCell(n.createdAt),
      ),
    ),
    column('view', 'View detail', (n) => (
      <Link
        to="/notification"
        search={(prev) => ({ ...prev, view: n.id })}
        className="text-primary underline-offset-4 hover:underline"
        aria-label={`View detail of ${n.titleEn}`}
      >
        View
      </Link>
    )),
  ];
}
