import { useQuery } from '@tanstack/react-query';
import { useCan } from '@/components/layout/permissions';
import { DetailFields, type DetailRow } from '@/components/record/detail-fields';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { readFragment } from '@/gql';
import {
  TransferContextMemberFragmentDoc,
  TransferHistoryRowFragmentDoc,
  type TransferRowFragment,
} from '@/gql/graphql';
import { adminTransferDecisionContextQueryOptions } from '@/gql/hooks';
import { formatDate, formatTransferAmount, formatVnd, truncate } from '@/lib/format';

/** How many of the requester's other requests a decision dialog lists. */
export const LAST_TRANSFERS = 5;

/**
 * The requester's balance, language and last requests, asked in one request when a decision dialog opens
 * (never with the list, so a page of rows costs no history lookups), and asked again at every opening:
 * the balance may have moved since the list was read.
 */
export function useTransferContext(request: TransferRowFragment, open: boolean) {
  // One more than shown: the request being decided is usually among the member's latest.
  const query = useQuery({
    ...adminTransferDecisionContextQueryOptions({ userId: request.userId, take: LAST_TRANSFERS + 1 }),
    enabled: open,
    staleTime: 0,
  });
  const member = query.data
    ? readFragment(TransferContextMemberFragmentDoc, query.data.adminGetUserDetail)
    : undefined;
  const page = query.data?.adminListUserTransferRequest;
  const latest = (page?.items ?? []).map((r) => readFragment(TransferHistoryRowFragmentDoc, r));
  const others = latest.filter((r) => r.id !== request.id);
  return {
    member,
    history: others.slice(0, LAST_TRANSFERS),
    /** How many requests the member has besides this one, of every status. */
    others: (page?.meta.totalItems ?? 0) - (latest.length - others.length),
    isPending: query.isPending,
    isError: query.isError,
    retry: () => void query.refetch(),
  };
}
export type TransferContextData = ReturnType<typeof useTransferContext>;

const pending = <Skeleton className="h-4 w-28" />;

/**
 * What an admin checks before deciding: the amount, the bank and the reference the request carries (its
 * id, which the credited transaction's description quotes), the member's balance now and, on an approve,
 * after it, and the member's last requests with what became of them.
 */
export function TransferContext(props: {
  request: TransferRowFragment;
  context: TransferContextData;
  approving: boolean;
}) {
  const { request, context } = props;
  const balance = context.member?.userBalance?.amount ?? 0;
  const known = !context.isPending && !context.isError;
  // A role may approve without seeing balances (a custom one): the API answers null, so nothing is shown.
  const seesBalance = useCan('members.balances');
  const rows: DetailRow[] = [
    ['Amount', <span className="tabular-nums">{formatTransferAmount(request.amount)}</span>],
    ['Bank', request.bankName || '-'],
    ['Reference', <span className="break-all font-mono text-xs">{request.id}</span>],
  ];
  if (seesBalance)
    rows.push([
      'Current balance',
      known ? <span className="tabular-nums">{formatVnd(balance)}</span> : pending,
    ]);
  if (props.approving && seesBalance) {
    rows.push([
      'Balance after approval',
      known ? (
        <span className="font-medium tabular-nums">{formatVnd(balance + request.amount)}</span>
      ) : (
        pending
      ),
    ]);
  }

  return (
    <div className="grid gap-4">
      <DetailFields rows={rows} />
      <section aria-labelledby={`last-transfers-${request.id}`} className="grid gap-2">
        <h3 id={`last-transfers-${request.id}`} className="text-sm font-medium">
          Last transfers{known && context.others > 0 ? ` (${String(context.others)})` : ''}
        </h3>
        {context.isError ? (
          <p className="flex items-center gap-2 text-sm text-destructive">
            The member&apos;s balance and transfers could not be loaded.
            <Button size="sm" variant="outline" onClick={context.retry}>
              Try again
            </Button>
          </p>
        ) : context.isPending ? (
          <div className="grid gap-1.5" aria-busy="true">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-full" />
          </div>
        ) : context.history.length === 0 ? (
          <p className="text-sm text-muted-foreground">No other transfer requests from this member.</p>
        ) : (
          <table className="w-full text-sm" aria-label="Last transfers">
            <thead className="text-left text-xs text-muted-foreground">
              <tr>
                <th className="py-1 pr-3 font-medium">Created date</th>
                <th className="py-1 pr-3 text-right font-medium">Amount</th>
                <th className="py-1 pr-3 font-medium">Bank</th>
                <th className="py-1 font-medium">Status</th>
              </tr>
            </thead>
            <tbody>
              {context.history.map((t) => (
                <tr key={t.id} className="border-t align-top">
                  <td className="whitespace-nowrap py-1.5 pr-3">{formatDate(t.createdAt)}</td>
                  <td className="whitespace-nowrap py-1.5 pr-3 text-right tabular-nums">
                    {formatTransferAmount(t.amount)}
                  </td>
                  <td className="py-1.5 pr-3">{truncate(t.bankName, 30) || '-'}</td>
                  <td className="py-1.5">
                    {/* SPEC §4: the raw status, green when confirm, blue otherwise. */}
                    <Badge variant={t.status === 'confirm' ? 'success' : 'info'}>{t.status}</Badge>
                    {t.moneyTransferReason ? (
                      <span className="block text-xs text-muted-foreground" title={t.moneyTransferReason}>
                        {truncate(t.moneyTransferReason, 40)}
                      </span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
