import { Link, getRouteApi } from '@tanstack/react-router';
import { ShieldCheck, UserPlus } from 'lucide-react';
import { useMemo } from 'react';
import { DialogButton } from '@/components/actions/dialog-button';
import { SelectFilter } from '@/components/data-table/list-controls';
import { ListScreen } from '@/components/data-table/list-screen';
import { useList, useListRoute } from '@/components/data-table/use-list';
import { useCan } from '@/components/layout/permissions';
import { buttonVariants } from '@/components/ui/button';
import { adminListStaffQueryOptions } from '@/gql/hooks';
import { STAFF_STATUSES, STAFF_STATUS_WORDS } from '@/rules/staff-status';
import { InviteDialog } from './invite-dialog';
import { readStaffRow, staffColumns } from './staff-columns';
import { roleOptions, useRoles } from './use-roles';

const ALL = { value: '', label: 'All' };
const STATUS_OPTIONS = [ALL, ...STAFF_STATUSES.map((s) => ({ value: s, label: STAFF_STATUS_WORDS[s] }))];
const isStatus = (v: string) => STAFF_STATUSES.find((s) => s === v);

/** Staff accounts (docs/staff.md): search by name or email, role and status in the URL, invite. */
export function StaffScreen() {
  const route = useListRoute(getRouteApi('/_admin/staff'));
  const list = useList(route, {
    query: (search, paging) =>
      adminListStaffQueryOptions({
        keyword: search.search,
        roleId: search.role,
        status: search.status,
        ...paging,
      }),
    page: (data) => data.adminListStaff,
    row: readStaffRow,
  });
  const { roles, query } = useRoles();
  const canInvite = useCan('staff.write');
  const columns = useMemo(() => staffColumns(list.page), [list.page]);
  const { search, setFilters } = list;
  return (
    <ListScreen
      title="Staff"
      label="Staff accounts"
      list={list}
      columns={columns}
      emptyText="No staff match these filters"
      actions={
        <>
          <Link to="/staff/roles" className={buttonVariants({ variant: 'outline' })}>
            <ShieldCheck aria-hidden="true" /> Roles
          </Link>
          {canInvite ? (
            <DialogButton dialog={(state) => <InviteDialog {...state} />}>
              <UserPlus aria-hidden="true" /> Invite staff
            </DialogButton>
          ) : null}
        </>
      }
      filters={{
        searchPlaceholder: 'Search by name or email',
        children: (
          <>
            <SelectFilter
              label="Role"
              className="w-44"
              disabled={query.isPending}
              value={search.role ?? ''}
              options={[ALL, ...roleOptions(roles)]}
              onChange={(e) => setFilters({ role: e.target.value || undefined })}
            />
            <SelectFilter
              label="Status"
              className="w-40"
              value={search.status ?? ''}
              options={STATUS_OPTIONS}
              onChange={(e) => setFilters({ status: isStatus(e.target.value) })}
            />
          </>
        ),
      }}
    />
  );
}
