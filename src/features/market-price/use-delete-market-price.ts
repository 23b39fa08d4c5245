import { useQueryClient } from '@tanstack/react-query';
import { notify } from '@/components/feedback/notify';
import { useAdminDeleteVersionMutation } from '@/gql/hooks';
import { reportError } from '@/lib/error-mapper';

export const DELETED_MESSAGE = 'Market price deleted';

/** SPEC §2.5: delete after 'Are you sure?', then the list refetches (whether it worked or not). */
export function useDeleteMarketPrice() {
  const queryClient = useQueryClient();
  const mutation = useAdminDeleteVersionMutation({
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['AdminGetListAllVersion'] }),
        queryClient.invalidateQueries({ queryKey: ['AdminGetListVersion'] }),
      ]),
  });

  /** Resolves true on success; a refusal (e.g. the version is used by posts) is shown to the admin. */
  async function remove(id: string): Promise<boolean> {
    try {
      await mutation.mutateAsync({ id });
      notify.success({ title: DELETED_MESSAGE });
      return true;
    } catch (e) {
      reportError(e);
      return false;
    }
  }
  return { remove, isPending: mutation.isPending };
}
