import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { PageHeader } from '@/components/layout/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import {
  useAdminListMySessionsQuery,
  useAdminRevokeSessionMutation,
  useAdminSignOutEverywhereMutation,
} from '@/gql/hooks';
import { reportError } from '@/lib/error-mapper';
import { formatDateTime } from '@/lib/format';
import { notify } from '@/lib/notify';

/**
 * 'Your sessions' from the profile menu (docs/security.md): every live session of the signed-in admin,
 * this one marked; end one, or every other one. An ended session is refused at its next request.
 */
export function SessionsScreen() {
  const client = useQueryClient();
  const sessions = useAdminListMySessionsQuery();
  const reload = () => client.invalidateQueries({ queryKey: ['AdminListMySessions'] });
  const revoke = useAdminRevokeSessionMutation({
    onSuccess: () => {
      notify.success({ title: 'Session ended' });
      void reload();
    },
    onError: (e) => reportError(e),
  });
  const everywhere = useAdminSignOutEverywhereMutation({
    onSuccess: () => {
      notify.success({ title: 'Signed out everywhere else' });
      void reload();
    },
    onError: (e) => reportError(e),
  });
  const rows = sessions.data?.adminListMySessions ?? [];
  const others = rows.filter((s) => !s.current).length;

  return (
    <section className="grid gap-4">
      <PageHeader
        title="Your sessions"
        actions={
          <Button
            type="button"
            variant="outline"
            disabled={others === 0 || everywhere.isPending}
            onClick={() => everywhere.mutate({})}
          >
            <LogOut aria-hidden="true" /> Sign out everywhere else
          </Button>
        }
      />
      <p className="text-sm text-muted-foreground">
        A session ends 12 hours after signing in, or after 30 minutes without use. End any you do not
        recognise, then change your password.
      </p>
      <div className="rounded-md border bg-card">
        <Table aria-label="Your sessions" aria-busy={sessions.isPending}>
          <TableHeader>
            <TableRow>
              <TableHead>Browser</TableHead>
              <TableHead>System</TableHead>
              <TableHead>Address</TableHead>
              <TableHead>Started</TableHead>
              <TableHead>Last seen</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {sessions.isPending
              ? [0, 1].map((i) => (
                  <TableRow key={i}>
                    <TableCell colSpan={6}>
                      <Skeleton className="h-5 w-full" />
                    </TableCell>
                  </TableRow>
                ))
              : null}
            {sessions.isError ? (
              <TableRow>
                <TableCell colSpan={6} className="py-6 text-center">
                  The sessions could not be loaded.{' '}
                  <Button type="button" variant="link" onClick={() => void sessions.refetch()}>
                    Try again
                  </Button>
                </TableCell>
              </TableRow>
            ) : null}
            {rows.map((s) => (
              <TableRow key={s.id}>
                <TableCell>
                  <span className="flex items-center gap-2">
                    <span title={s.userAgent ?? undefined}>{s.browser ?? 'Unknown browser'}</span>
                    {s.current ? <Badge variant="success">This session</Badge> : null}
                  </span>
                </TableCell>
                <TableCell>{s.system ?? 'Unknown system'}</TableCell>
                <TableCell className="font-mono text-xs">{s.ip ?? '—'}</TableCell>
                <TableCell>{formatDateTime(s.createdAt)}</TableCell>
                <TableCell>{s.current ? 'Now' : formatDateTime(s.lastSeenAt)}</TableCell>
                <TableCell className="text-right">
                  {s.current ? null : (
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      disabled={revoke.isPending}
                      onClick={() => revoke.mutate({ id: s.id })}
                      aria-label={`End session: ${s.browser ?? 'unknown browser'} on ${s.system ?? 'unknown system'}, ${s.ip ?? ''}`}
                    >
                      End
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}
