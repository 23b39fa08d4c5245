import { useIsMutating } from '@tanstack/react-query';
import type { AdminUpdateUserTransferRequestMutationVariables } from '@/gql/graphql';
import { useAdminUpdateUserTransferRequestMutation } from '@/gql/hooks';
import { formatVnd } from '@/lib/format';
import { useAction } from '@/lib/use-action';

export const APPROVED_MESSAGE = 'Transfer request approved';
export const REJECTED_MESSAGE = 'Transfer request rejected';
/** The first of two approvals (docs/money.md#two-approvals): recorded, nothing credited yet. */
export const FIRST_APPROVAL_MESSAGE =
  'First approval recorded (1 of 2). The balance is credited when another admin approves.';

/**
 * An approve's message names the balance the decision left (read under its lock, not afterwards), to an
 * admin who may see balances: the API answers null to the others.
 */
export const approvedMessage = (balance: number | null | undefined) =>
  balance === null || balance === undefined
    ? APPROVED_MESSAGE
    : `${APPROVED_MESSAGE}. New balance: ${formatVnd(balance)}`;

/** What a decision makes stale: the lists, and the member's balance, audit trail and own list of requests. */
export const TRANSFER_QUERIES = [
  'AdminListUserTransferRequest',
  'Users',
  'AdminGetUserDetail',
  'AdminGetUserAuditLogs',
  'AdminGetMemberTransfers',
] as const;

/**
 * Approve or reject one request. Success and failure both refetch the lists and the member's balance,
 * audit trail and own list of requests: after a CONFLICT (someone else decided first) the row must show
 * what really happened.
 */
export const useTransferDecision = () =>
  useAction(useAdminUpdateUserTransferRequestMutation, {
    success: (data, { approve }) => {
      const answer = data.adminUpdateUserTransferRequest;
      if (!approve) return REJECTED_MESSAGE;
      // Still new after an approve: a first approval was recorded and the request waits for a second.
      return answer.status === 'new'
        ? FIRST_APPROVAL_MESSAGE
        : approvedMessage(answer.users?.userBalance?.amount);
    },
    invalidates: TRANSFER_QUERIES,
    fieldErrors: true,
  });

export type DecideTransfer = ReturnType<typeof useTransferDecision>['run'];

/** Whether a decision on this request is on its way (only that row's buttons wait). */
export const useDeciding = (id: string) =>
  useIsMutating({
    mutationKey: ['AdminUpdateUserTransferRequest'],
    predicate: (m) =>
      (m.state.variables as AdminUpdateUserTransferRequestMutationVariables | undefined)?.id === id,
  }) > 0;
