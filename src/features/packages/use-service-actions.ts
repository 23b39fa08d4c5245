import { useQueryClient } from '@tanstack/react-query';
import { notify } from '@/components/feedback/notify';
import { useAdminDeleteServicesMutation, useAdminUpdateStatusServicesMutation } from '@/gql/hooks';
import { reportError } from '@/lib/error-mapper';

export const SERVICE_DELETED = 'Service package deleted';
export const SERVICE_STATUS_SAVED = 'Service package status updated';

/** Delete and the active toggle; both refetch the list and the detail they change (SPEC §4). */
export function useServiceActions() {
  const queryClient = useQueryClient();
  const refetch = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['AdminGetServices'] }),
      queryClient.invalidateQueries({ queryKey: ['AdminGetServiceDetail'] }),
    ]);
  const remove = useAdminDeleteServicesMutation({ onSettled: refetch });
  const status = useAdminUpdateStatusServicesMutation({ onSettled: refetch });

  /** Resolves true on success; a failure is already reported to the admin. */
  async function deleteService(id: string): Promise<boolean> {
    try {
      await remove.mutateAsync({ id });
      notify.success({ title: SERVICE_DELETED });
      return true;
    } catch (e) {
      reportError(e);
      return false;
    }
  }

  async function setActive(id: string, active: boolean): Promise<void> {
    try {
      await status.mutateAsync({ id, active });
      notify.success({ title: SERVICE_STATUS_SAVED });
    } catch (e) {
      reportError(e);
    }
  }

  return { deleteService, setActive, isToggling: status.isPending };
}
