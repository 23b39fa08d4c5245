import { useMemo } from 'react';
import { provinceChoices } from '@/components/address/province-choices';
import type { SelectOption } from '@/components/ui/select';
import { useProvincesQuery } from '@/gql/hooks';

/**
 * Viet Nam's provinces for the member's city (SPEC §7: provinces of country 'VN', all at once): those in
 * force, plus the member's own when it is a former one.
 */
export function useProvinceOptions(keep?: string | null) {
  const query = useProvincesQuery({ countryCode: 'VN', skip: 1, take: 0 }, { staleTime: 60 * 60_000 });
  const options = useMemo<SelectOption[]>(
    () => provinceChoices(query.data?.provinces.items ?? [], keep),
    [query.data, keep],
  );
  return { options, isLoading: query.isPending, error: query.error, retry: () => void query.refetch() };
}
