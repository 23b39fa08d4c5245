import type { AuditEntry } from './audit';

type DecidedRequest = { id: string; userId: string; amount: number; bankName: string };

/**
 * The audit entry of one decision on a transfer request (new → confirm or rejected), as the resolver writes
 * it and the demo seed copies it. `extra` adds what only a live decision knows (balances, transaction).
 */
export function transferDecisionAudit(
  request: DecidedRequest,
  decision: { approve: boolean; reasonBefore: string | null; reasonAfter: string | null },
  extra: { before?: Record<string, unknown>; after?: Record<string, unknown> } = {},
): AuditEntry {
  const snapshot = { userId: request.userId, amount: request.amount, bankName: request.bankName };
  return {
    entity: 'transfer_request',
    verb: decision.approve ? 'approve' : 'reject',
    entityId: request.id,
    before: { ...snapshot, status: 'new', moneyTransferReason: decision.reasonBefore, ...extra.before },
    after: {
      ...snapshot,
      status: decision.approve ? 'confirm' : 'rejected',
      moneyTransferReason: decision.reasonAfter,
      ...extra.after,
    },
  };
}

/**
 * The audit entry of the first of two approvals (docs/money.md#two-approvals): the request stays new and
 * no money moves; the snapshots say how many approvals it held and needs.
 */
export function transferFirstApprovalAudit(
  request: DecidedRequest & { moneyTransferReason: string | null },
  approvals: { before: number; after: number; needed: number; balance?: number },
): AuditEntry {
  const snapshot = {
    userId: request.userId,
    amount: request.amount,
    bankName: request.bankName,
    status: 'new',
    moneyTransferReason: request.moneyTransferReason,
    approvalsNeeded: approvals.needed,
    // The seed sets balances directly and records none (as with its decisions).
    ...(approvals.balance === undefined ? {} : { balance: approvals.balance }),
  };
  return {
    entity: 'transfer_request',
    verb: 'approve_first',
    entityId: request.id,
    before: { ...snapshot, approvals: approvals.before },
    after: { ...snapshot, approvals: approvals.after },
  };
}
