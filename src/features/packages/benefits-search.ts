import { parseBaseListSearch } from '@/lib/list-search';

/**
 * The Benefit Packages URL query: page and search, plus which modal is open (create, or edit with an
 * id), so /benefit-package/create and /benefit-package/edit/$id can open the list's modal.
 */
export interface BenefitsSearch {
  page?: number;
  search?: string;
  create?: boolean;
  edit?: string;
}

export function parseBenefitsSearch(raw: Record<string, unknown>): BenefitsSearch {
  const { page, search } = parseBaseListSearch(raw);
  const create = raw.create === true || raw.create === 'true' ? true : undefined;
  const edit = typeof raw.edit === 'string' && raw.edit.trim() ? raw.edit.trim() : undefined;
  return { page, search, create: edit ? undefined : create, edit };
}
