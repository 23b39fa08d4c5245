import { useQueryClient } from '@tanstack/react-query';
import { notify } from '@/components/feedback/notify';
import {
  useAdminCreateUserServiceBenefitsMutation,
  useAdminDeleteUserServiceBenefitsMutation,
  useAdminEditUserServiceBenefitsMutation,
  useAdminUpdateStatusUserServiceBenefitsMutation,
} from '@/gql/hooks';
import { reportError } from '@/lib/error-mapper';
import type { BenefitFormValues } from '@/rules/packages';

export const BENEFIT_CREATED = 'Benefit package created';
export const BENEFIT_SAVED = 'Benefit package saved';
export const BENEFIT_DELETED = 'Benefit package deleted';
export const BENEFIT_STATUS_SAVED = 'Benefit package status updated';

/** Every write on benefit items refetches the list, and package details that show benefit titles. */
export function useBenefitActions() {
  const queryClient = useQueryClient();
  const onSettled = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['AdminGetUserServiceBenefits'] }),
      queryClient.invalidateQueries({ queryKey: ['AdminGetUserServiceBenefitDetail'] }),
      queryClient.invalidateQueries({ queryKey: ['AdminGetServiceDetail'] }),
    ]);
  const create = useAdminCreateUserServiceBenefitsMutation({ onSettled });
  const edit = useAdminEditUserServiceBenefitsMutation({ onSettled });
  const remove = useAdminDeleteUserServiceBenefitsMutation({ onSettled });
  const status = useAdminUpdateStatusUserServiceBenefitsMutation({ onSettled });

  /** Create (no id) or edit; rethrows after reporting so the modal can stay open on failure. */
  async function save(id: string | undefined, values: BenefitFormValues): Promise<void> {
    try {
      if (id) await edit.mutateAsync({ id, ...values });
      else await create.mutateAsync(values);
    } catch (e) {
      reportError(e);
      throw e;
    }
    notify.success({ title: id ? BENEFIT_SAVED : BENEFIT_CREATED });
  }

  async function deleteBenefit(id: string): Promise<void> {
    try {
      await remove.mutateAsync({ id });
      notify.success({ title: BENEFIT_DELETED });
    } catch (e) {
      reportError(e);
    }
  }

  async function setActive(id: string, active: boolean): Promise<void> {
    try {
      await status.mutateAsync({ id, active });
      notify.success({ title: BENEFIT_STATUS_SAVED });
    } catch (e) {
      reportError(e);
    }
  }

  return { save, deleteBenefit, setActive, isToggling: status.isPending };
}
