import { useState } from 'react';
import { readPageMeta } from '@/components/data-table/page-meta';
import { sessionPermissions } from '@/components/layout/permissions';
import { notify } from '@/lib/notify';
import type { UsersQueryVariables } from '@/gql/graphql';
import { usersQueryOptions } from '@/gql/hooks';
import { isForbidden } from '@/lib/api-error';
import { reportError } from '@/lib/error-mapper';
import { displayName, formatDateTime, formatPhone } from '@/lib/format';
import { queryClient } from '@/lib/query-client';
import { holds } from '@/rules/permissions';
import { startXlsxDownload } from '@/lib/xlsx/export-xlsx';
import type { Cell } from '@/lib/xlsx/workbook';
import { readMemberRow } from './member-columns';

type MemberFilters = Omit<UsersQueryVariables, 'skip' | 'take'>;

export const EXPORT_SHEET_NAME = 'Member Management List';
export const EXPORT_EMPTY_MESSAGE = 'Data export failed';
export const exportFileName = (now: Date = new Date()) => `Member-Management-List-${now.getTime()}.xlsx`;

// The server caps a page at 1000 rows; larger member bases are fetched page by page.
const EXPORT_PAGE = 1000;

const HEADER = ['No.', 'Email', 'Full name', 'Balance (VND)', 'KAR (VND)', 'Phone', 'Created date', 'Status'];
/** Where the two money columns sit in HEADER: left out for a role that sees no balances. */
const BALANCE_COLUMNS = [3, 4];

/**
 * Fetches every member matching the current filters and downloads them as one sheet. Each page goes to
 * the workbook's worker as it arrives: the page never holds or copies the whole sheet at once, so the tab
 * answers throughout (bench/report.md, Members export in Chromium).
 * Returns the number of rows written; 0 means nothing matched and no file was made.
 */
export async function exportMembers(
  filters: MemberFilters,
  onProgress: (done: number, total: number) => void,
  withBalances = holds(sessionPermissions(), 'members.balances'),
): Promise<number> {
  // SPEC's columns as they are for the roles that see money; the others get the file without them
  // (docs/permissions.md#hidden-fields), never a column of made-up zeros.
  const keep = <C>(row: C[]) => (withBalances ? row : row.filter((_, i) => !BALANCE_COLUMNS.includes(i)));
  const file = startXlsxDownload(exportFileName(), { sheetName: EXPORT_SHEET_NAME, header: keep(HEADER) });
  let written = 0;
  try {
    for (let page = 1; ; page++) {
      const data = await queryClient.fetchQuery({
        ...usersQueryOptions({ ...filters, skip: page, take: EXPORT_PAGE }),
        // Fresh rows, and not kept afterwards: 200 pages of 1,000 would sit in the cache for nothing.
        staleTime: 0,
        gcTime: 0,
      });
      const meta = readPageMeta(data.users.meta);
      const rows: Cell[][] = data.users.items.map((ref, i) => {
        const m = readMemberRow(ref);
        return keep([
          written + i + 1,
          m.email ?? '-',
          displayName(m),
          m.userBalance?.amount ?? 0,
          m.userBalance?.promotion ?? 0,
          formatPhone(m.prefixPhone, m.phone),
          formatDateTime(m.createdAt),
          m.isActive ? 'Active' : 'InActive',
        ]);
      });
      file.add(rows);
      written += rows.length;
      onProgress(written, meta.totalItems);
      if (page >= meta.totalPages || data.users.items.length === 0) break;
    }
    if (written > 0) await file.finish();
    return written;
  } finally {
    file.close();
  }
}

/** EXPORT (SPEC §2.6): one run at a time, its progress, the empty-result warning, a failure told once. */
export function useMemberExport() {
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  async function run(filters: MemberFilters) {
    setProgress({ done: 0, total: 0 });
    try {
      const count = await exportMembers(filters, (done, total) => setProgress({ done, total }));
      if (count === 0) notify.warning({ title: EXPORT_EMPTY_MESSAGE });
    } catch (e) {
      // The query cache already told the admin about a missing permission.
      if (!isForbidden(e)) reportError(e);
    } finally {
      setProgress(null);
    }
  }
  return { progress, run: (filters: MemberFilters) => void run(filters) };
}
