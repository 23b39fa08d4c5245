import {
  column,
  dateCell,
  figureColumn,
  indexColumn,
  pinned,
  restricted,
  sortable,
} from '@/components/data-table/columns';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { MemberLink } from '@/components/record/member-link';
import { Badge } from '@/components/ui/badge';
import { Tooltip } from '@/components/ui/tooltip';
import { readFragment, type FragmentType } from '@/gql';
import { TransferRowFragmentDoc, type TransferRowFragment } from '@/gql/graphql';
import { displayName, formatDate, formatTransferAmount, formatVnd, truncate } from '@/lib/format';
import { approvalsText } from './approvals';
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
    column(
      'user',
      'User',
      (t) => <MemberLink id={t.userId}>{displayName(t.users)}</MemberLink>,
      (t) => displayName(t.users),
    ),
    sortable(
      'amount',
      figureColumn(
        'amount',
        'Amount',
        (t) => formatTransferAmount(t.amount),
        (t) => t.amount,
      ),
    ),
    // The requester's balance now, as the Members list shows it: what an approve adds to.
    restricted(
      'members.balances',
      figureColumn(
        'balance',
        'Balance',
        (t) => formatVnd(t.users?.userBalance?.amount),
        (t) => t.users?.userBalance?.amount ?? null,
      ),
    ),
    column(
      'bankName',
      'Bank name',
      (t) => truncate(t.bankName, 50) || '-',
      (t) => t.bankName ?? '',
    ),
    sortable(
      'createdAt',
      column(
        'createdAt',
        'Created date',
        (t) => formatDate(t.createdAt),
        (t) => dateCell(t.createdAt),
      ),
    ),
    pinned(
      sortable(
        'status',
        column(
          'status',
          'Status',
          (t) => {
            const { status, moneyTransferReason: reason } = t;
            // Not named in SPEC: how many of the two approvals a large new request holds, and whose.
            const approvals = approvalsText(t);
            return (
              <div className="flex flex-col items-start gap-1">
                <Badge variant={status === 'confirm' ? 'success' : 'info'}>{status}</Badge>
                {approvals ? (
                  <span className="max-w-56 text-xs text-muted-foreground">{approvals}</span>
                ) : null}
                {reason ? (
                  <Tooltip content={reason} className="max-w-56 text-xs text-muted-foreground">
                    {truncate(reason, 40)}
                  </Tooltip>
                ) : null}
              </div>
            );
          },
          (t) => [t.status, approvalsText(t), t.moneyTransferReason].filter(Boolean).join(': '),
        ),
      ),
    ),
    column('action', 'Action', (t) => (
      <TransferActions row={t} requester={displayName(t.users)} decide={decide} />
    )),
  ];
}
