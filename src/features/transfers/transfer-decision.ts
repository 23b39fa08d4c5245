import { useIsMutating } from '@tanstack/react-query';
import type { AdminUpdateUserTransferRequestMutationVariables } from '@/gql/graphql';
import { useAdminUpdateUserTransferRequestMutation } from '@/gql/hooks';
import { formatVnd } from '@/lib/format';
import { useAction } from '@/lib/use-action';

export const APPROVED_MESSAGE = 'Transfer request approved';
export const REJECTED_MESSAGE = 'Transfer request rejected';

/** An approve's message names the balance the decision left (read under its lock, not afterwards). */
export const approvedMessage = (balance: number | null | undefined) =>
  `${APPROVED_MESSAGE}. New balance: ${formatVnd(balance)}`;

/**
 * Approve or reject one request. Success and failure both refetch the lists and the member's balance,
 * audit trail and own list of requests: after a CONFLICT (someone else decided first) the row must show
 * what really happened.
 */
export const useTransferDecision = () =>
  useAction(useAdminUpdateUserTransferRequestMutation, {
    success: (data, { approve }) =>
      approve
        ? approvedMessage(data.adminUpdateUserTransferRequest.users?.userBalance?.amount)
        : REJECTED_MESSAGE,
    invalidates: [
      'AdminListUserTransferRequest',
      'Users',
      'AdminGetUserDetail',
      'AdminGetUserAuditLogs',
      'AdminGetMemberTransfers',
    ],
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
