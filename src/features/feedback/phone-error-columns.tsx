import { dateCell, figureColumn, indexColumn, sortable, textColumn } from '@/components/data-table/columns';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { readFragment, type FragmentType } from '@/gql';
import { PhoneErrorRowFragmentDoc, type PhoneErrorRowFragment } from '@/gql/graphql';
import { formatDateTime } from '@/lib/format';

/** Unmasks one row of the list, once per row. */
export const readPhoneErrorRow = (ref: FragmentType<typeof PhoneErrorRowFragmentDoc>) =>
  readFragment(PhoneErrorRowFragmentDoc, ref);

/** SPEC §2.12: number, phone, error message, created date; read-only. */
export function phoneErrorColumns(page: number): DataTableColumn<PhoneErrorRowFragment>[] {
  return [
    indexColumn(page),
    sortable(
      'phoneNumber',
      figureColumn(
        'phoneNumber',
        'Phone',
        (e) => e.phoneNumber,
        (e) => e.phoneNumber,
      ),
    ),
    textColumn('errorMessage', 'Error message', (e) => e.errorMessage, 150),
    sortable(
      'createdAt',
      figureColumn(
        'createdAt',
        'Created date',
        (e) => formatDateTime(e.createdAt),
        (e) => dateCell(e.createdAt),
      ),
    ),
  ];
}
