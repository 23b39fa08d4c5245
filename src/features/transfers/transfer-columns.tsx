import { column, figureColumn, indexColumn, sortable } from '@/components/data-table/columns';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { MemberLink } from '@/components/record/member-link';
import { Badge } from '@/components/ui/badge';
import { Tooltip } from '@/components/ui/tooltip';
import { readFragment, type FragmentType } from '@/gql';
import { TransferRowFragmentDoc, type TransferRowFragment } from '@/gql/graphql';
import { displayName, formatDate, formatTransferAmount, formatVnd, truncate } from '@/lib/format';
import { TransferActions } from './transfer-actions';
import type { DecideTransfer } from './transfer-decision';

/** Unmasks one row of the list, once per row. */
export const readTransferRow = (ref: FragmentType<typeof TransferRowFragmentDoc>) =>
  readFragment(TransferRowFragmentDoc, ref);

/**
 * SPEC §2.11 and §4: rows link to the requester; status raw, green when confirm, blue otherwise. The
 * requester's balance sits beside the amount (not named in SPEC: what a decision is checked against).
 */
export function transferColumns(
  page: number,
  decide: DecideTransfer,
): DataTableColumn<TransferRowFragment>[] {
  return [
    indexColumn(page),
    column('user', 'User', (t) => <MemberLink id={t.userId}>{displayName(t.users)}</MemberLink>),
    sortable(
      'amount',
      figureColumn('amount', 'Amount', (t) => formatTransferAmount(t.amount)),
    ),
    // The requester's balance now, as the Members list shows it: what an approve adds to.
    figureColumn('balance', 'Balance', (t) => formatVnd(t.users?.userBalance?.amount)),
    column('bankName', 'Bank name', (t) => truncate(t.bankName, 50) || '-'),
    sortable(
      'createdAt',
      column('createdAt', 'Created date', (t) => formatDate(t.createdAt)),
    ),
    sortable(
      'status',
      column('status', 'Status', ({ status, moneyTransferReason: reason }) => (
        <div className="flex flex-col items-start gap-1">
          <Badge variant={status === 'confirm' ? 'success' : 'info'}>{status}</Badge>
          {reason ? (
            <Tooltip content={reason} className="max-w-56 text-xs text-muted-foreground">
              {truncate(reason, 40)}
            </Tooltip>
          ) : null}
        </div>
      )),
    ),
    column('action', 'Action', (t) => (
      <TransferActions row={t} requester={displayName(t.users)} decide={decide} />
    )),
  ];
}
