import { useQueryClient } from '@tanstack/react-query';
import { notify } from '@/components/feedback/notify';
import { useAdminUpdateUserTransferRequestMutation } from '@/gql/hooks';
import { reportError } from '@/lib/error-mapper';

export const APPROVED_MESSAGE = 'Transfer request approved';
export const REJECTED_MESSAGE = 'Transfer request rejected';

/**
 * Approve or reject one request. Success and failure both refetch the lists and member balances:
 * after a CONFLICT (someone else decided first) the row must show what really happened.
 */
export function useTransferDecision() {
  const queryClient = useQueryClient();
  const mutation = useAdminUpdateUserTransferRequestMutation({
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['AdminListUserTransferRequest'] }),
        queryClient.invalidateQueries({ queryKey: ['Users'] }),
        queryClient.invalidateQueries({ queryKey: ['AdminGetUserDetail'] }),
        queryClient.invalidateQueries({ queryKey: ['AdminGetUserAuditLogs'] }),
        // The member page's own list of this member's requests reads the same rows.
        queryClient.invalidateQueries({ queryKey: ['AdminGetMemberTransfers'] }),
      ]),
  });

  /** Resolves true on success; a failure is already reported to the admin. */
  async function decide(id: string, approve: boolean, moneyTransferReason?: string): Promise<boolean> {
    try {
      await mutation.mutateAsync({
        id,
        approve,
        moneyTransferReason: approve ? undefined : (moneyTransferReason ?? null),
      });
      notify.success({ title: approve ? APPROVED_MESSAGE : REJECTED_MESSAGE });
      return true;
    } catch (e) {
      reportError(e);
      return false;
    }
  }
  return { decide, isPending: mutation.isPending };
}
