import { Link } from '@tanstack/react-router';
import { AlertTriangle, ArrowLeft, UserX } from 'lucide-react';
import { RowImage } from '@/components/data-table/row-image';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminGetUserDetailQuery } from '@/gql/hooks';
import { ApiError } from '@/lib/api-error';
import { describeError } from '@/lib/error-mapper';
import { displayName } from '@/lib/format';
import { AuditLogTable } from './audit-log-table';
import { MemberActions } from './member-actions';
import { MemberCards } from './member-cards';
import { MemberPackagesTable } from './member-packages-table';
import { MemberTransfersTable } from './member-transfers-table';
import { MemberEmailsTable } from './member-emails-table';

export const MEMBER_NOT_FOUND = 'Member not found';

// A malformed id can never name a member, so it reads as "not found" rather than as an error.
const isMissing = (e: unknown) =>
  e instanceof ApiError && (e.code === 'NOT_FOUND' || e.code === 'BAD_USER_INPUT');

function BackLink() {
  return (
    <Link
      to="/user-management"
      className="mb-3 inline-flex items-center gap-1 text-sm text-primary hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" /> Back to Members
    </Link>
  );
}

function LoadingView() {
  return (
    <div aria-busy="true" aria-label="Loading member" className="grid gap-4 lg:grid-cols-2">
      <Skeleton className="h-16 lg:col-span-2" />
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-40" />
      ))}
    </div>
  );
}

/** SPEC §2.6 "view detail": everything stored about one member, read-only. */
export function MemberDetailScreen({ id }: { id: string }) {
  const query = useAdminGetUserDetailQuery({ id }, { retry: (n, e) => !isMissing(e) && n < 2 });

  if (query.isPending) {
    return (
      <section>
        <BackLink />
        <LoadingView />
      </section>
    );
  }

  if (query.error) {
    const missing = isMissing(query.error);
    return (
      <section>
        <BackLink />
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
            {missing ? (
              <>
                <UserX className="size-8 text-muted-foreground" aria-hidden="true" />
                <h1 className="text-lg font-semibold">{MEMBER_NOT_FOUND}</h1>
                <Link to="/user-management" className="text-primary hover:underline">
                  Go to the Members list
                </Link>
              </>
            ) : (
              <div role="alert" className="flex flex-col items-center gap-2 text-destructive">
                <AlertTriangle className="size-8" aria-hidden="true" />
                <p>{describeError(query.error).title}</p>
                <Button variant="outline" onClick={() => void query.refetch()}>
                  Try again
                </Button>
              </div>
            )}
          </CardContent>
        </Card>
      </section>
    );
  }

  const m = query.data.adminGetUserDetail;
  const name = displayName(m);
  return (
    <section>
      <BackLink />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <RowImage src={m.avatarMedia?.filePathSM} alt={name} />
        <h1 className="text-xl font-semibold tracking-tight">{name}</h1>
        {m.isActive ? <Badge variant="success">Active</Badge> : <Badge variant="secondary">InActive</Badge>}
        <MemberActions id={m.id} name={name} isActive={m.isActive} hasEmail={!!m.email} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <MemberCards member={m} />
        <MemberPackagesTable userId={m.id} />
        <MemberTransfersTable userId={m.id} />
        <AuditLogTable userId={m.id} />
        <MemberEmailsTable userId={m.id} />
      </div>
    </section>
  );
}
