import { retryUnlessMissing } from '@/components/record/load-record';
import { RecordProblem } from '@/components/record/record-states';
import { DetailFields } from '@/components/record/detail-fields';
import { MemberLink } from '@/components/record/member-link';
import { EditLink } from '@/components/record/record-view';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { readFragment } from '@/gql';
import { UserServiceDetailFragmentDoc } from '@/gql/graphql';
import { useAdminGetUserServiceDetailQuery } from '@/gql/hooks';
import { displayName, formatDate, formatDateTime, formatPhone, formatVnd } from '@/lib/format';
import { SERVICE_PACKAGE_TYPE_LABELS, UNLIMITED } from '@/lib/package-labels';
import { formatCount, packageName, remaining } from '@/lib/package-name';
import { withUserServiceTerms } from '@/lib/package-terms';
import { userServiceStatusBadge } from './user-service-columns';

function Body(props: { id: string }) {
  const query = useAdminGetUserServiceDetailQuery({ id: props.id }, { retry: retryUnlessMissing });
  if (query.isPending) return <Skeleton className="h-64 w-full" />;
  if (query.error)
    return (
      <RecordProblem error={query.error} what="User service package" onRetry={() => void query.refetch()} />
    );
  const u = withUserServiceTerms(
    readFragment(UserServiceDetailFragmentDoc, query.data.adminGetUserServiceDetail),
  );
  const left = remaining(u);
  return (
    <div className="grid gap-5">
      <section aria-label="User" className="grid gap-2">
        <h3 className="text-sm font-semibold">User</h3>
        <DetailFields
          rows={[
            ['Name', <MemberLink id={u.userId}>{displayName(u.user)}</MemberLink>],
            ['Email', u.user?.email || '-'],
            ['Phone', formatPhone(u.user?.prefixPhone, u.user?.phone)],
          ]}
        />
      </section>
      <section aria-label="Package" className="grid gap-2">
        <h3 className="text-sm font-semibold">Package</h3>
        <DetailFields
          rows={[
            ['Name', packageName(u)],
            ['Type', SERVICE_PACKAGE_TYPE_LABELS[u.type]],
            ['Quantity', formatCount(u.quantity)],
            ['Used', u.used.toLocaleString('en-US')],
            ['Remaining', left === null ? UNLIMITED : left.toLocaleString('en-US')],
            ['Days', formatCount(u.day)],
            ['Unit fee', formatVnd(u.unitPrice)],
            ['Fee', formatVnd(u.totalPrice)],
            ['Status', userServiceStatusBadge(u.isActive)],
            ['Bought on', formatDateTime(u.createdAt)],
            ['Expiry date', u.expriedDate ? formatDate(u.expriedDate) : UNLIMITED],
            ['Description', u.package?.description || '-'],
            [
              'Benefits',
              u.package?.benefitsItems.length ? (
                <ul className="list-disc pl-4">
                  {u.package.benefitsItems.map((b) => (
                    <li key={b.id}>{b.title}</li>
                  ))}
                </ul>
              ) : (
                '-'
              ),
            ],
          ]}
        />
      </section>
      <div className="flex justify-end">
        <EditLink to="/user-services/edit/$id" params={{ id: u.id }} />
      </div>
    </div>
  );
}

/** SPEC §2.9: the detail opens in a modal (user, package); the user's name links to the member. */
export function UserServiceDetailDialog(props: { id: string | undefined; onClose: () => void }) {
  return (
    <Dialog open={props.id !== undefined} onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>User service package</DialogTitle>
          <DialogDescription className="sr-only">The member and the package they hold</DialogDescription>
        </DialogHeader>
        {props.id ? <Body id={props.id} /> : null}
      </DialogContent>
    </Dialog>
  );
}
