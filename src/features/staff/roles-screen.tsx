import { Pencil, Plus, Trash2 } from 'lucide-react';
import { DialogButton } from '@/components/actions/dialog-button';
import { useCan } from '@/components/layout/permissions';
import { PageHeader } from '@/components/layout/page-header';
import { BackLink } from '@/components/record/back-link';
import { RecordProblem } from '@/components/record/record-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { RoleRowFragment } from '@/gql/graphql';
import { formatVnd } from '@/lib/format';
import { PERMISSIONS } from '@/rules/permissions';
import { RoleEditor } from './role-editor';
import { useDeleteRole } from './staff-actions';
import { useRoles } from './use-roles';

function RoleActions({ role }: { role: RoleRowFragment }) {
  const remove = useDeleteRole();
  const canWrite = useCan('roles.write');
  if (!canWrite) return null;
  return (
    <div className="flex items-center gap-1">
      <DialogButton
        variant="ghost"
        size="sm"
        aria-label={`Edit ${role.name}`}
        dialog={(state) => <RoleEditor {...state} role={role} />}
      >
        <Pencil aria-hidden="true" /> Edit
      </DialogButton>
      {role.builtIn ? null : (
        <ConfirmDialog
          destructive
          okText="Delete"
          description={
            role.staffCount > 0
              ? `${role.name} is held by ${String(role.staffCount)} staff: give them another role first.`
              : `${role.name} will be removed.`
          }
          onConfirm={async () => {
            await remove.run({ id: role.id });
          }}
          trigger={
            <Button variant="ghost" size="sm" className="text-destructive" aria-label={`Delete ${role.name}`}>
              <Trash2 aria-hidden="true" /> Delete
            </Button>
          }
        />
      )}
    </div>
  );
}

/** The roles (docs/staff.md): built-in first, what each holds, its policies and holders; create, edit, delete. */
export function RolesScreen() {
  const { roles, query } = useRoles();
  const canWrite = useCan('roles.write');
  return (
    <section>
      <BackLink list="/staff" label="Staff" />
      <PageHeader
        title="Roles"
        count={query.data ? roles.length : undefined}
        actions={
          canWrite ? (
            <DialogButton dialog={(state) => <RoleEditor {...state} />}>
              <Plus aria-hidden="true" /> New role
            </DialogButton>
          ) : null
        }
      />
      <Card>
        <CardContent className="pt-6">
          {query.isPending ? (
            <div className="grid gap-2" aria-busy="true" aria-label="Loading roles">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} className="h-9 w-full" />
              ))}
            </div>
          ) : query.error ? (
            <RecordProblem error={query.error} what="Roles" onRetry={() => void query.refetch()} />
          ) : (
            <Table aria-label="Roles">
              <TableHeader>
                <TableRow>
                  <TableHead>Name</TableHead>
                  <TableHead>Code</TableHead>
                  <TableHead className="text-right">Permissions</TableHead>
                  <TableHead>Two-step sign-in</TableHead>
                  <TableHead className="text-right">Daily approval limit</TableHead>
                  <TableHead className="text-right">Staff</TableHead>
                  <TableHead>Action</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {roles.map((role) => (
                  <TableRow key={role.id}>
                    <TableCell>
                      <span className="flex items-center gap-2 font-medium">
                        {role.name}
                        {role.builtIn ? <Badge variant="secondary">Built-in</Badge> : null}
                      </span>
                    </TableCell>
                    <TableCell className="font-mono text-xs">{role.code}</TableCell>
                    <TableCell className="text-right tabular-nums">
                      {role.permissions.length} of {PERMISSIONS.length}
                    </TableCell>
                    <TableCell>{role.twoFactorRequired ? 'Required' : 'Optional'}</TableCell>
                    <TableCell className="text-right tabular-nums">
                      {role.dailyApprovalLimit == null ? 'No limit' : formatVnd(role.dailyApprovalLimit)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{role.staffCount}</TableCell>
                    <TableCell>
                      <RoleActions role={role} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
