import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { readFragment, type FragmentType } from '@/gql';
import { StaffSessionFragmentDoc } from '@/gql/graphql';
import { formatDateTime } from '@/lib/format';
import { useEndStaffSession } from './staff-actions';

/**
 * A staff member's live sessions (issue 27 §2): browser and system, address, started, last seen; a staff
 * manager ends one, and that person's very next request is refused.
 */
export function StaffSessionsCard(props: {
  name: string;
  sessions: readonly FragmentType<typeof StaffSessionFragmentDoc>[];
  canEnd: boolean;
}) {
  const sessions = props.sessions.map((s) => readFragment(StaffSessionFragmentDoc, s));
  const end = useEndStaffSession();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sessions</CardTitle>
      </CardHeader>
      <CardContent>
        {sessions.length === 0 ? (
          <p className="text-sm text-muted-foreground">Not signed in anywhere.</p>
        ) : (
          <Table aria-label={`Sessions of ${props.name}`}>
            <TableHeader>
              <TableRow>
                <TableHead>Browser</TableHead>
                <TableHead>Address</TableHead>
                <TableHead>Started</TableHead>
                <TableHead>Last seen</TableHead>
                {props.canEnd ? <TableHead>Action</TableHead> : null}
              </TableRow>
            </TableHeader>
            <TableBody>
              {sessions.map((s) => {
                const what = [s.browser, s.system].filter(Boolean).join(' on ') || 'Unknown browser';
                return (
                  <TableRow key={s.id}>
                    <TableCell>
                      {what} {s.current ? <Badge variant="secondary">This session</Badge> : null}
                    </TableCell>
                    <TableCell className="tabular-nums">{s.ip ?? '-'}</TableCell>
                    <TableCell className="whitespace-nowrap tabular-nums">
                      {formatDateTime(s.createdAt)}
                    </TableCell>
                    <TableCell className="whitespace-nowrap tabular-nums">
                      {formatDateTime(s.lastSeenAt)}
                    </TableCell>
                    {props.canEnd ? (
                      <TableCell>
                        <ConfirmDialog
                          okText="End session"
                          description={`${props.name} is signed out of ${what} at once.`}
                          onConfirm={async () => {
                            await end.run({ id: s.id });
                          }}
                          trigger={
                            <Button
                              variant="outline"
                              size="sm"
                              aria-label={`End session: ${what}, ${s.ip ?? ''}`}
                            >
                              End
                            </Button>
                          }
                        />
                      </TableCell>
                    ) : null}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
