import { useQuery } from '@tanstack/react-query';
import { adminGetReviewsCatetoriesQueryOptions, reviewModelOptionsQueryOptions } from '@/gql/hooks';

/** Every review category as a choice, 'VI / EN', inactive ones marked. */
export function useReviewCategories() {
  const query = useQuery(adminGetReviewsCatetoriesQueryOptions());
  const options = (query.data?.adminGetReviewsCatetories ?? []).map((c) => ({
    value: c.id,
    label: `${c.nameVi} / ${c.nameEn}${c.isActive ? '' : ' (inactive)'}`,
  }));
  return { options, isLoading: query.isLoading, error: query.error, retry: () => void query.refetch() };
}

/** Every car model as a choice, named with its brand ('Toyota Vios'). */
export function useCarModelOptions() {
  const query = useQuery(reviewModelOptionsQueryOptions());
  const options = (query.data?.adminGetListModels ?? [])
    .map((m) => ({ value: m.id, label: [m.brandMeta?.name, m.name].filter(Boolean).join(' ') }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return { options, isLoading: query.isLoading, error: query.error, retry: () => void query.refetch() };
}
