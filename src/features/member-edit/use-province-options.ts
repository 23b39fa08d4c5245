import { useMemo } from 'react';
import type { SelectOption } from '@/components/ui/select';
import { useProvincesQuery } from '@/gql/hooks';

/** Viet Nam's provinces for the member's city (SPEC §7: provinces of country 'VN', all at once). */
export function useProvinceOptions() {
  const query = useProvincesQuery({ countryCode: 'VN', skip: 1, take: 0 }, { staleTime: 60 * 60_000 });
  const options = useMemo<SelectOption[]>(
    () =>
      (query.data?.provinces.items ?? [])
        .map((p) => ({ value: p.id, label: p.name }))
        .sort((a, b) => a.label.localeCompare(b.label, 'vi')),
    [query.data],
  );
  return { options, isLoading: query.isPending, error: query.error, retry: () => void query.refetch() };
}
