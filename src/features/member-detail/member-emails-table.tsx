import { figureColumn } from '@/components/data-table/columns';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { pagedCard } from '@/components/data-table/paged-card';
import { Badge } from '@/components/ui/badge';
import { readFragment, type FragmentType } from '@/gql';
import { MemberEmailRowFragmentDoc, type MailStatus, type MemberEmailRowFragment } from '@/gql/graphql';
import { adminGetUserEmailsQueryOptions } from '@/gql/hooks';
import { formatDateTime } from '@/lib/format';

const readRow = (ref: FragmentType<typeof MemberEmailRowFragmentDoc>) =>
  readFragment(MemberEmailRowFragmentDoc, ref);

const STATUS: Record<
  MailStatus,
  { label: string; variant: 'success' | 'secondary' | 'warning' | 'destructive' }
> = {
  sent: { label: 'Sent', variant: 'success' },
  stored: { label: 'In local outbox', variant: 'secondary' },
  pending: { label: 'Pending', variant: 'warning' },
  failed: { label: 'Failed', variant: 'destructive' },
};

const emailColumns: DataTableColumn<MemberEmailRowFragment>[] = [
  figureColumn('createdAt', 'Date', (r) => formatDateTime(r.createdAt)),
  { id: 'to', header: 'To', cell: ({ row }) => row.original.to },
  { id: 'subject', header: 'Subject', cell: ({ row }) => row.original.subject },
  {
    id: 'status',
    header: 'Delivery',
    cell: ({ row }) => {
      const s = STATUS[row.original.status];
      return (
        <span className="grid gap-1">
          <Badge variant={s.variant}>{s.label}</Badge>
          {row.original.error ? (
            <span className="text-xs text-destructive" title={row.original.error}>
              {row.original.error}
            </span>
          ) : null}
        </span>
      );
    },
  },
];

/** Emails sent to this member (deactivation, reactivation) and whether they went out. */
export const memberEmailsCard = pagedCard({
  title: 'Emails',
  emptyText: 'No emails sent to this member',
  query: adminGetUserEmailsQueryOptions,
  page: (data) => data.adminGetUserEmails,
  row: readRow,
  columns: emailColumns,
});
