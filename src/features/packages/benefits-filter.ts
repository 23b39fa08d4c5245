import type { BenefitType } from '@/gql/graphql';
import { BENEFIT_TYPE_LABELS } from '@/lib/package-labels';

interface Searchable {
  id: string;
  title: string;
  type: BenefitType;
}

/** The server answers a flat list (SPEC §7), so search happens here: title, type label, type or id. */
export function filterBenefits<T extends Searchable>(items: readonly T[], keyword: string | undefined): T[] {
  const k = keyword?.trim().toLowerCase();
  if (!k) return [...items];
  return items.filter((b) =>
    `${b.title} ${BENEFIT_TYPE_LABELS[b.type]} ${b.type} ${b.id}`.toLowerCase().includes(k),
  );
}

/** The Benefit Packages list's filter: its URL search. */
export const searchBenefits = <T extends Searchable>(rows: T[], search: { search?: string | undefined }) =>
  filterBenefits(rows, search.search);
