import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { notify } from '@/components/feedback/notify';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import {
  useAdminCreateUserServicesMutation,
  useAdminEditUserServicesMutation,
  useAdminGetUserServiceDetailQuery,
} from '@/gql/hooks';
import type { AdminUserServiceInput } from '@/gql/graphql';
import { reportError } from '@/lib/error-mapper';
import { displayName } from '@/lib/format';
import { endOfVietnamDay, vietnamDayOf, type UserServiceFormValues } from '@/rules/packages';
import { DetailProblem, isMissing } from './detail-problem';
import { UserServiceForm } from './user-service-form';
import type { UserServicesSearch } from './user-services-search';

export const USER_SERVICE_CREATED = 'Service package given to the member';
export const USER_SERVICE_SAVED = 'User service package saved';

function Frame(props: { title: string; search: UserServicesSearch; children: ReactNode }) {
  return (
    <section>
      <Link
        to="/user-services"
        search={props.search}
        className="mb-3 inline-flex items-center gap-1 text-sm text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to User Service Packages
      </Link>
      <PageHeader title={props.title} />
      <Card>
        <CardContent className="pt-6">{props.children}</CardContent>
      </Card>
    </section>
  );
}

/** Every field is sent, so nothing is left for the server to take from the package. */
function toInput(v: UserServiceFormValues, keepExpiry?: string | null): AdminUserServiceInput {
  const unchanged = keepExpiry && v.expiryDay && vietnamDayOf(keepExpiry) === v.expiryDay;
  return {
    userId: v.userId,
    servicesId: v.servicesId,
    quantity: v.quantity ?? null,
    day: v.day ?? null,
    used: v.used ?? 0,
    isActive: v.isActive ?? true,
    // An untouched day keeps the exact instant stored, rather than moving it to the end of the day.
    expriedDate: unchanged ? keepExpiry : v.expiryDay ? endOfVietnamDay(v.expiryDay) : null,
  };
}

function useSaved(done: () => void) {
  const queryClient = useQueryClient();
  return async (message: string) => {
    notify.success({ title: message });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['AdminGetUserServices'] }),
      queryClient.invalidateQueries({ queryKey: ['AdminGetUserServiceDetail'] }),
      // The member page lists the same packages for one member.
      queryClient.invalidateQueries({ queryKey: ['AdminGetMemberPackages'] }),
    ]);
    done();
  };
}

/** /user-services/create: gives a service package to a member. */
export function UserServiceCreateScreen(props: { search: UserServicesSearch; done: () => void }) {
  const create = useAdminCreateUserServicesMutation();
  const saved = useSaved(props.done);
  const onSubmit = async (v: UserServiceFormValues) => {
    try {
      await create.mutateAsync({ input: toInput(v) });
    } catch (e) {
      reportError(e);
      throw e;
    }
    await saved(USER_SERVICE_CREATED);
  };
  return (
    <Frame title="Give a Service Package" search={props.search}>
      <UserServiceForm
        defaultValues={{
          userId: '',
          servicesId: '',
          quantity: null,
          day: null,
          used: 0,
          isActive: true,
          expiryDay: '',
        }}
        member={null}
        memberFixed={false}
        submitText="Create"
        onSubmit={onSubmit}
        onCancel={props.done}
      />
    </Frame>
  );
}

/** /user-services/edit/$id: the member stays; package, counts, status and expiry can change. */
export function UserServiceEditScreen(props: { id: string; search: UserServicesSearch; done: () => void }) {
  const query = useAdminGetUserServiceDetailQuery(
    { id: props.id },
    { retry: (n, e) => !isMissing(e) && n < 2 },
  );
  const edit = useAdminEditUserServicesMutation();
  const saved = useSaved(props.done);

  let body: ReactNode;
  if (query.isPending) body = <Skeleton className="h-96 w-full" />;
  else if (query.error)
    body = (
      <DetailProblem error={query.error} what="User service package" onRetry={() => void query.refetch()} />
    );
  else {
    const u = query.data.adminGetUserServiceDetail;
    const onSubmit = async (v: UserServiceFormValues) => {
      try {
        await edit.mutateAsync({ id: u.id, input: toInput(v, u.expriedDate) });
      } catch (e) {
        reportError(e);
        throw e;
      }
      await saved(USER_SERVICE_SAVED);
    };
    const label = `${displayName(u.user)}${u.user?.email ? ` · ${u.user.email}` : ''}`;
    body = (
      <UserServiceForm
        key={u.id}
        defaultValues={{
          userId: u.userId,
          servicesId: u.servicesId,
          quantity: u.quantity,
          day: u.day,
          used: u.used,
          isActive: u.isActive,
          expiryDay: u.expriedDate ? vietnamDayOf(u.expriedDate) : '',
        }}
        member={{ id: u.userId, label }}
        memberFixed
        current={u.package ?? undefined}
        submitText="Save"
        onSubmit={onSubmit}
        onCancel={props.done}
      />
    );
  }
  return (
    <Frame title="Edit User Service Package" search={props.search}>
      {body}
    </Frame>
  );
}
