import { readFragment } from '@/gql';
import { AdminProfileFragmentDoc, type TransferRowFragment } from '@/gql/graphql';
import { getSessionAdmin } from '@/lib/session';

/*
 * Two people for large money (docs/money.md#two-approvals): what the list and the approve dialog say about
 * the approvals a new request holds and needs. The server decides; these words only describe its answer.
 */

type Approvals = Pick<TransferRowFragment, 'status' | 'approvals' | 'approvalsNeeded'>;

/** 'Nguyễn An' or, for an admin without a name, 'an admin'. */
const approverName = (a: TransferRowFragment['approvals'][number]) => a.admin.fullName?.trim() || 'an admin';

/** '1 of 2 approvals · by KAR Admin' on a new request that needs two; null where it does not apply. */
export function approvalsText(request: Approvals): string | null {
  if (request.status !== 'new' || request.approvalsNeeded < 2) return null;
  const count = `${String(request.approvals.length)} of ${String(request.approvalsNeeded)} approvals`;
  return request.approvals.length > 0
    ? `${count} · by ${request.approvals.map(approverName).join(', ')}`
    : count;
}

/** Whether the signed-in admin already gave one of this request's approvals. */
export function approvedByMe(request: Approvals): boolean {
  const me = getSessionAdmin();
  const id = me ? readFragment(AdminProfileFragmentDoc, me).id : null;
  return id !== null && request.approvals.some((a) => a.admin.id === id);
}

/** What an approve of this request will do, said in the dialog before the admin confirms. */
export function approveOutcome(request: Approvals): 'single' | 'first' | 'second' {
  if (request.approvalsNeeded < 2) return 'single';
  return request.approvals.length + 1 < request.approvalsNeeded ? 'first' : 'second';
}
