import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DialogButton } from '@/components/actions/dialog-button';
import { useCan } from '@/components/layout/permissions';
import { DetailFields } from '@/components/record/detail-fields';
import { RecordNotFound } from '@/components/record/record-states';
import { RecordView } from '@/components/record/record-view';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { readFragment } from '@/gql';
import { AdminProfileFragmentDoc, AuditLogRowFragmentDoc, StaffDetailFragmentDoc } from '@/gql/graphql';
import { adminGetStaffDetailQueryOptions } from '@/gql/hooks';
import { formatDateTime } from '@/lib/format';
import { getSessionAdmin } from '@/lib/session';
import { useReactivateStaff } from './staff-actions';
import { ChangeRoleDialog, DeactivateDialog } from './staff-dialogs';
import { StaffSessionsCard } from './staff-sessions-card';
import { StaffStatusBadge } from './staff-status-badge';

export const STAFF_LIST = '/staff';

export function StaffNotFound() {
  return <RecordNotFound what="Staff member" list={STAFF_LIST} listLabel="Staff" />;
}

/** A staff member's page: their account, role and status, the actions on them, their latest actions. */
export function StaffViewScreen({ id }: { id: string }) {
  const { data } = useSuspenseQuery(adminGetStaffDetailQueryOptions({ id }));
  const s = readFragment(StaffDetailFragmentDoc, data.adminGetStaffDetail.staff);
  const actions = data.adminGetStaffDetail.recentActions.map((r) => readFragment(AuditLogRowFragmentDoc, r));
  const canWrite = useCan('staff.write');
  const canAudit = useCan('audit.read');
  const reactivate = useReactivateStaff();
  const name = s.fullName || s.email;
  // Nobody changes their own role or deactivates themselves (the server refuses it too).
  const me = getSessionAdmin();
  const self = me ? readFragment(AdminProfileFragmentDoc, me).id === s.id : false;
  return (
    <RecordView
      history={{ entityType: 'staff', entityId: s.id }}
      list={STAFF_LIST}
      listLabel="Staff"
      title={name}
      actions={
        canWrite && !self ? (
          <>
            <DialogButton
              variant="outline"
              dialog={(state) => <ChangeRoleDialog {...state} id={s.id} name={name} roleId={s.role.id} />}
            >
              Change role
            </DialogButton>
            {s.isActive ? (
              <DialogButton
                variant="destructive"
                dialog={(state) => <DeactivateDialog {...state} id={s.id} name={name} />}
              >
                Deactivate
              </DialogButton>
            ) : (
              <ConfirmDialog
                okText="Reactivate"
                description={`${name} can sign in again. No earlier session comes back.`}
                onConfirm={async () => {
                  await reactivate.run({ id: s.id });
                }}
                trigger={<Button>Reactivate</Button>}
              />
            )}
          </>
        ) : null
      }
    >
      <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4">
          <Card>
            <CardHeader>
              <CardTitle>Account</CardTitle>
            </CardHeader>
            <CardContent>
              <DetailFields
                rows={[
                  ['Email', s.email],
                  ['First name', s.firstName || '-'],
                  ['Last name', s.lastName || '-'],
                  [
                    'Role',
                    <Badge key="role" variant="secondary">
                      {s.role.name}
                    </Badge>,
                  ],
                  ['Status', <StaffStatusBadge key="status" status={s.status} />],
                  ...(s.deactivateReason ? ([['Reason', s.deactivateReason]] as const) : []),
                  ['Last sign-in', formatDateTime(s.lastLoginAt)],
                  ['Added', formatDateTime(s.createdAt)],
                ]}
              />
            </CardContent>
          </Card>
          <StaffSessionsCard name={name} sessions={data.adminGetStaffDetail.sessions} canEnd={canWrite} />
        </div>
        <Card>
          <CardHeader>
            <CardTitle>Recent actions</CardTitle>
          </CardHeader>
          <CardContent>
            {actions.length === 0 ? (
              <p className="text-sm text-muted-foreground">No actions yet.</p>
            ) : (
              <Table aria-label="Recent actions">
                <TableHeader>
                  <TableRow>
                    <TableHead>Time</TableHead>
                    <TableHead>Action</TableHead>
                    <TableHead>Record</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {actions.map((a) => (
                    <TableRow key={a.id}>
                      <TableCell className="whitespace-nowrap tabular-nums">
                        {canAudit ? (
                          <Link
                            to="/audit-log/view/$id"
                            params={{ id: a.id }}
                            className="text-primary hover:underline"
                            aria-label={`${a.actionText}, ${formatDateTime(a.createdAt)}: details`}
                          >
                            {formatDateTime(a.createdAt)}
                          </Link>
                        ) : (
                          formatDateTime(a.createdAt)
                        )}
                      </TableCell>
                      <TableCell>{a.actionText}</TableCell>
                      <TableCell>
                        {canAudit && a.entityId ? (
                          <Link
                            to="/audit-log"
                            search={{ entityType: a.entityType, search: a.entityId }}
                            className="font-mono text-xs text-primary hover:underline"
                            aria-label={`Audit entries of ${a.entityType} ${a.entityId}`}
                          >
                            {a.entityType} {a.entityId.slice(0, 8)}
                          </Link>
                        ) : (
                          <span className="font-mono text-xs">{a.entityType}</span>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </CardContent>
        </Card>
      </div>
    </RecordView>
  );
}
