import { Link, useNavigate } from '@tanstack/react-router';
import { AlertTriangle, UserX } from 'lucide-react';
import { notify } from '@/components/feedback/notify';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminEditUserMutation, useAdminGetUserForEditQuery } from '@/gql/hooks';
import { ApiError } from '@/lib/api-error';
import { describeError } from '@/lib/error-mapper';
import { displayName } from '@/lib/format';
import { BackToMembers } from './back-to-members';
import { MemberForm } from './member-form';
import { memberToForm, toEditInput } from './member-form-values';
import { useInvalidateMember } from './use-member-invalidation';

export const MEMBER_UPDATED_MESSAGE = 'Member updated';

const isMissing = (e: unknown) =>
  e instanceof ApiError && (e.code === 'NOT_FOUND' || e.code === 'BAD_USER_INPUT');

export function MemberEditScreen({ id }: { id: string }) {
  const navigate = useNavigate();
  const invalidate = useInvalidateMember();
  // Always the stored values: a form filled from a stale cache would write them back.
  const query = useAdminGetUserForEditQuery({ id }, { retry: (n, e) => !isMissing(e) && n < 2, gcTime: 0 });
  const edit = useAdminEditUserMutation();

  if (query.isPending) {
    return (
      <section aria-busy="true" aria-label="Loading member">
        <BackToMembers />
        <Skeleton className="mb-4 h-8 w-64" />
        <Skeleton className="h-96" />
      </section>
    );
  }
  if (query.error) {
    return (
      <section>
        <BackToMembers />
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
            {isMissing(query.error) ? (
              <>
                <UserX className="size-8 text-muted-foreground" aria-hidden="true" />
                <h1 className="text-lg font-semibold">Member not found</h1>
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

  const member = query.data.adminGetUserDetail;
  const avatar = member.avatar
    ? { id: member.avatar, previewUrl: member.avatarMedia?.filePathSM ?? null }
    : null;
  return (
    <section>
      <BackToMembers memberId={id} />
      <PageHeader title={`Edit member: ${displayName(member)}`} />
      <Card>
        <CardContent className="pt-6">
          <MemberForm
            mode="edit"
            defaults={memberToForm(member)}
            avatar={avatar}
            onCancel={() => void navigate({ to: '/users/view/$id', params: { id } })}
            onSubmit={async (values) => {
              await edit.mutateAsync({ id, input: toEditInput(values) });
              await invalidate();
              notify.success({ title: MEMBER_UPDATED_MESSAGE });
              await navigate({ to: '/users/view/$id', params: { id } });
            }}
          />
        </CardContent>
      </Card>
    </section>
  );
}
