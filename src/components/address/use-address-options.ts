import { useMemo } from 'react';
import type { SelectOption } from '@/components/ui/select';
import { readFragment } from '@/gql';
import { AddressProvinceOptionFragmentDoc, AddressWardOptionFragmentDoc } from '@/gql/graphql';
import { useCurrentProvincesQuery, useProvinceWardsQuery } from '@/gql/hooks';

// Units change by decree, not by the minute: an hour is as fresh as the picker needs.
const UNITS_STALE_MS = 60 * 60_000;
const byLabel = (a: SelectOption, b: SelectOption) => a.label.localeCompare(b.label, 'vi');

/** The provinces in force, by name; `value` is the province code the records keep. */
export function useCurrentProvinceOptions() {
  const query = useCurrentProvincesQuery({}, { staleTime: UNITS_STALE_MS });
  const options = useMemo<SelectOption[]>(
    () =>
      (query.data?.provinces.items ?? [])
        .map((ref) => readFragment(AddressProvinceOptionFragmentDoc, ref))
        .map((p) => ({ value: p.code, label: p.name }))
        .sort(byLabel),
    [query.data],
  );
  return { options, isPending: query.isPending, isError: query.isError };
}

/** The wards and communes in force directly under a province (none asked before one is chosen). */
export function useWardOptions(provinceCode: string | null | undefined) {
  const query = useProvinceWardsQuery(
    { provinceCode: provinceCode ?? '' },
    { staleTime: UNITS_STALE_MS, enabled: Boolean(provinceCode) },
  );
  const options = useMemo<SelectOption[]>(
    () =>
      (query.data?.wards.items ?? [])
        .map((ref) => readFragment(AddressWardOptionFragmentDoc, ref))
        .map((w) => ({ value: w.code, label: `${w.prefix ?? ''} ${w.name}`.trim() }))
        .sort(byLabel),
    [query.data],
  );
  return { options, isPending: Boolean(provinceCode) && query.isPending, isError: query.isError };
}

/**
 * A chosen value the options do not hold (a former unit in an old link, or the list still loading)
 * keeps its place in the select instead of silently showing 'All'.
 */
export function withChosen(
  options: SelectOption[],
  value: string | null | undefined,
  isPending: boolean,
  formerLabel = 'Former unit',
): SelectOption[] {
  if (!value || options.some((o) => o.value === value)) return options;
  return [{ value, label: isPending ? 'Loading…' : `${formerLabel} (${value})` }, ...options];
}
