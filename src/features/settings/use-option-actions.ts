import type { SettingType } from '@/gql/graphql';
import {
  useAdminDeleteOptionsMutation,
  useAdminUpdateStatusOptionsMutation,
  type QueryName,
} from '@/gql/hooks';
import { useAction } from '@/lib/use-action';

/**
 * Active toggle and delete for any setting type. Both reload the lists they touch, also after a failure
 * (an item deleted elsewhere must disappear here too); a refused delete shows the server's reason once.
 */
export function useOptionActions(type: SettingType, noun: string, listKeys: readonly QueryName[]) {
  const toggle = useAction(useAdminUpdateStatusOptionsMutation, {
    success: (_, v) => `${noun} ${v.active ? 'activated' : 'deactivated'}`,
    invalidates: listKeys,
  });
  const remove = useAction(useAdminDeleteOptionsMutation, {
    success: `${noun} deleted`,
    invalidates: listKeys,
  });
  return {
    setActive: (id: string, active: boolean) => toggle.run({ id, active, type }),
    destroy: (id: string) => remove.run({ id, type }),
    togglingId: toggle.variables?.id,
  };
}
