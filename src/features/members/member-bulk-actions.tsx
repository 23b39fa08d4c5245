import { useMemo } from 'react';
import type { ListBulk } from '@/components/data-table/selection';
import { DeactivateDialog } from '@/components/members/deactivate-dialog';
import type { MemberRowFragment } from '@/gql/graphql';
import { useAdminBulkDeactivateUsersMutation, useAdminBulkReactivateUsersMutation } from '@/gql/hooks';
import { bulkAnswer, countOf } from '@/lib/bulk-answer';
import { displayName } from '@/lib/format';
import { SHOWS_MEMBER } from '@/lib/member-queries';
import { useAction } from '@/lib/use-action';

const members = (n: number) => countOf(n, 'member', 'members');

/** A member's name in the bar; the address tells apart the many named 'KAR User'. */
const memberName = (m: MemberRowFragment) => (m.email ? `${displayName(m)} (${m.email})` : displayName(m));

/**
 * The Members list's bulk actions (issue 25 §2): deactivate with one reason for all (SPEC §5's 10 to 100
 * characters, asked once, emailed to each), and reactivate; each member as on their own page, so one
 * already in that state is refused on its row.
 */
export function useMemberBulk(): ListBulk<MemberRowFragment> {
  const { run: deactivate } = useAction(useAdminBulkDeactivateUsersMutation, { invalidates: SHOWS_MEMBER });
  const { run: reactivate } = useAction(useAdminBulkReactivateUsersMutation, { invalidates: SHOWS_MEMBER });
  return useMemo(
    () => ({
      rowName: memberName,
      actions: [
        {
          label: 'Deactivate',
          permission: 'members.write',
          destructive: true,
          done: (n) => `${members(n)} deactivated`,
          failed: (n) => `${members(n)} not deactivated`,
          dialog: ({ count, open, onOpenChange, submit }) => (
            <DeactivateDialog
              open={open}
              onOpenChange={onOpenChange}
              title={`Deactivate ${members(count)}`}
              description={`${count === 1 ? 'The selected member' : `The ${members(count)}`} will no longer be able to use KAR. The one reason is emailed to each member who has an email address.`}
              submitText={`Deactivate ${members(count)}`}
              onDeactivate={async (reason) => {
                await submit(async (rows) =>
                  bulkAnswer(
                    await deactivate({ ids: rows.map((r) => r.id), reason }),
                    (d) => d.adminBulkDeactivateUsers,
                  ),
                );
                return { ok: true, data: null };
              }}
            />
          ),
        },
        {
          label: 'Reactivate',
          permission: 'members.write',
          confirm: (n) => ({
            title: `Reactivate ${members(n)}?`,
            description: `The ${members(n)} will be able to use KAR again; each who has an email address is told by email.`,
            okText: 'Reactivate',
          }),
          run: async (rows) =>
            bulkAnswer(await reactivate({ ids: rows.map((r) => r.id) }), (d) => d.adminBulkReactivateUsers),
          done: (n) => `${members(n)} reactivated`,
          failed: (n) => `${members(n)} not reactivated`,
        },
      ],
    }),
    [deactivate, reactivate],
  );
}
