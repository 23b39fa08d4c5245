import { useNavigate } from '@tanstack/react-router';
import { notify } from '@/components/feedback/notify';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { useAdminCreateUserMutation } from '@/gql/hooks';
import { BackToMembers } from './back-to-members';
import { MemberForm } from './member-form';
import { EMPTY_MEMBER_FORM, toCreateInput } from './member-form-values';
import { useInvalidateMember } from './use-member-invalidation';

export const MEMBER_CREATED_MESSAGE = 'Member created';

export function MemberCreateScreen() {
  const navigate = useNavigate();
  const invalidate = useInvalidateMember();
  const create = useAdminCreateUserMutation();
  return (
    <section>
      <BackToMembers />
      <PageHeader title="Create member" />
      <Card>
        <CardContent className="pt-6">
          <MemberForm
            mode="create"
            defaults={EMPTY_MEMBER_FORM}
            avatar={null}
            onCancel={() => void navigate({ to: '/user-management' })}
            onSubmit={async (values) => {
              const { adminCreateUser } = await create.mutateAsync({ input: toCreateInput(values) });
              await invalidate();
              notify.success({ title: MEMBER_CREATED_MESSAGE });
              await navigate({ to: '/users/view/$id', params: { id: adminCreateUser.id } });
            }}
          />
        </CardContent>
      </Card>
    </section>
  );
}
