import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { notify } from '@/components/feedback/notify';
import { useAdminCreateMarketPriceMutation, useAdminEditMarketPriceMutation } from '@/gql/hooks';
import { reportError } from '@/lib/error-mapper';
import type { MarketPriceValues } from '@/rules/market-price';
import { serverFieldError } from './server-field-error';

export const CREATED_MESSAGE = 'Market price created';
export const UPDATED_MESSAGE = 'Market price updated';

/**
 * Saves the form (create without an id, edit with one), refreshes what shows versions and returns to
 * the list. A field-level refusal is rethrown for the form to show beside the field.
 */
export function useSaveMarketPrice(id?: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const create = useAdminCreateMarketPriceMutation();
  const edit = useAdminEditMarketPriceMutation();

  return async (input: MarketPriceValues) => {
    try {
      if (id) await edit.mutateAsync({ id, input });
      else await create.mutateAsync({ input });
    } catch (e) {
      if (serverFieldError(e)) throw e;
      reportError(e);
      return;
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['AdminGetListAllVersion'] }),
      queryClient.invalidateQueries({ queryKey: ['AdminGetListVersion'] }),
      id ? queryClient.invalidateQueries({ queryKey: ['AdminGetVersionDetail'] }) : null,
    ]);
    notify.success({ title: id ? UPDATED_MESSAGE : CREATED_MESSAGE });
    await navigate({ to: '/market-price' });
  };
}
