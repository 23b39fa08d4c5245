import { defineListSearch, field, type SearchField } from '@/components/data-table/list-search';
import type { UserServiceStatus } from '@/gql/graphql';

/** Kept here rather than imported from src/rules so zod stays out of the entry bundle. */
export const USER_SERVICE_STATUS_VALUES = [
  'ACTIVE',
  'INACTIVE',
] as const satisfies readonly UserServiceStatus[];

const flag: SearchField<true> = (raw) => (raw === true || raw === 'true' ? true : undefined);

/** The Service Packages URL query (SPEC §2.5): page and search; Edit and View links carry it along. */
export const parseServicesSearch = defineListSearch();
export type ServicesSearch = ReturnType<typeof parseServicesSearch>;

/**
 * The User Service Packages URL query: page, search and status (absent = ALL), plus the package whose
 * detail modal is open, so /user-services/view/$id can open it.
 */
export const parseUserServicesSearch = defineListSearch({
  status: field.oneOf(USER_SERVICE_STATUS_VALUES),
  view: field.text,
});
export type UserServicesSearch = ReturnType<typeof parseUserServicesSearch>;

const benefitsFields = defineListSearch({ create: flag, edit: field.text });

/**
 * The Benefit Packages URL query: page and search, plus which modal is open (create, or edit with an
 * id; edit wins), so /benefit-package/create and /benefit-package/edit/$id can open the list's modal.
 */
export function parseBenefitsSearch(raw: Record<string, unknown>) {
  const search = benefitsFields(raw);
  return search.edit ? { ...search, create: undefined } : search;
}
export type BenefitsSearch = ReturnType<typeof parseBenefitsSearch>;
