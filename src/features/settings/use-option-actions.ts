import { useQueryClient } from '@tanstack/react-query';
import { notify } from '@/components/feedback/notify';
import type { SettingType } from '@/gql/graphql';
import { useAdminDeleteOptionsMutation, useAdminUpdateStatusOptionsMutation } from '@/gql/hooks';
import { reportError } from '@/lib/error-mapper';

/**
 * Active toggle and delete for any setting type. Both reload the lists they touch, also after a failure
 * (an item deleted elsewhere must disappear here too); a refused delete shows the server's reason.
 */
export function useOptionActions(type: SettingType, label: string, listKeys: readonly string[]) {
  const queryClient = useQueryClient();
  const reload = () => Promise.all(listKeys.map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
  const toggle = useAdminUpdateStatusOptionsMutation({ onSettled: reload });
  const remove = useAdminDeleteOptionsMutation({ onSettled: reload });

  async function setActive(id: string, active: boolean) {
    try {
      await toggle.mutateAsync({ id, active, type });
      notify.success({ title: `${label} ${active ? 'activated' : 'deactivated'}` });
    } catch (e) {
      reportError(e);
    }
  }

  /** Resolves true when the item is gone. */
  async function destroy(id: string): Promise<boolean> {
    try {
      await remove.mutateAsync({ id, type });
      notify.success({ title: `${label} deleted` });
      return true;
    } catch (e) {
      reportError(e);
      return false;
    }
  }

  return { setActive, destroy, togglingId: toggle.isPending ? toggle.variables?.id : undefined };
}
