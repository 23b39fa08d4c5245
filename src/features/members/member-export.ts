// Codegen's unmasking function is a plain function despite its name: read as such by the hooks rules.
import { useFragment as readFragment } from '@/gql';
import { MemberRowFragmentDoc, type UsersQueryVariables } from '@/gql/graphql';
import { usersQueryOptions } from '@/gql/hooks';
import { displayName, formatDateTime, formatPhone } from '@/lib/format';
import { queryClient } from '@/lib/query-client';
import { downloadXlsx } from '@/lib/xlsx/export-xlsx';
import type { Cell } from '@/lib/xlsx/workbook';

export const EXPORT_SHEET_NAME = 'Member Management List';
export const EXPORT_EMPTY_MESSAGE = 'Data export failed';
export const exportFileName = (now: Date = new Date()) => `Member-Management-List-${now.getTime()}.xlsx`;

// The server caps a page at 1000 rows; larger member bases are fetched page by page.
const EXPORT_PAGE = 1000;

const HEADER = ['No.', 'Email', 'Full name', 'Balance (VND)', 'KAR (VND)', 'Phone', 'Created date', 'Status'];

/**
 * Fetches every member matching the current filters and downloads them as one sheet.
 * Returns the number of rows written; 0 means nothing matched and no file was made.
 */
export async function exportMembers(
  filters: Omit<UsersQueryVariables, 'skip' | 'take'>,
  onProgress: (done: number, total: number) => void,
): Promise<number> {
  const rows: Cell[][] = [];
  for (let page = 1; ; page++) {
    const data = await queryClient.fetchQuery({
      ...usersQueryOptions({ ...filters, skip: page, take: EXPORT_PAGE }),
      staleTime: 0,
    });
    const total = data.users.meta.totalItems;
    for (const ref of data.users.items) {
      const m = readFragment(MemberRowFragmentDoc, ref);
      rows.push([
        rows.length + 1,
        m.email ?? '-',
        displayName(m),
        m.userBalance?.amount ?? 0,
        m.userBalance?.promotion ?? 0,
        formatPhone(m.prefixPhone, m.phone),
        formatDateTime(m.createdAt),
        m.isActive ? 'Active' : 'InActive',
      ]);
    }
    onProgress(rows.length, total);
    if (page >= data.users.meta.totalPages || data.users.items.length === 0) break;
  }
  if (rows.length === 0) return 0;
  await downloadXlsx(exportFileName(), { sheetName: EXPORT_SHEET_NAME, header: HEADER, rows });
  return rows.length;
}
