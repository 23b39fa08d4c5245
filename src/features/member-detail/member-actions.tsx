import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Pencil, UserCheck, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { notify } from '@/components/feedback/notify';
import { Button, buttonVariants } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAdminDeactivateUserMutation, useAdminReactivateUserMutation } from '@/gql/hooks';
import { reportError } from '@/lib/error-mapper';
import { DeactivateDialog } from './deactivate-dialog';

export const DEACTIVATED_MESSAGE = 'Member deactivated';
export const REACTIVATED_MESSAGE = 'Member reactivated';

/** Edit, and deactivate or reactivate, for the member shown on the detail page. */
export function MemberActions(props: { id: string; name: string; isActive: boolean; hasEmail: boolean }) {
  const queryClient = useQueryClient();
  const [deactivating, setDeactivating] = useState(false);
  // Success and failure both refetch: after a CONFLICT the page must show the member's real state.
  const onSettled = () =>
    Promise.all(
      [
        'Users',
        'AdminGetUserDetail',
        'AdminGetUserForEdit',
        'AdminGetUserAuditLogs',
        'AdminGetUserEmails',
      ].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
    );
  const deactivate = useAdminDeactivateUserMutation({ onSettled });
  const reactivate = useAdminReactivateUserMutation({ onSettled });

  async function onDeactivate(reason: string) {
    try {
      await deactivate.mutateAsync({ id: props.id, reason });
      notify.success({ title: DEACTIVATED_MESSAGE });
      return true;
    } catch (e) {
      reportError(e);
      return false;
    }
  }

  async function onReactivate() {
    try {
      await reactivate.mutateAsync({ id: props.id });
      notify.success({ title: REACTIVATED_MESSAGE });
    } catch (e) {
      reportError(e);
    }
  }

  return (
    <div className="ml-auto flex flex-wrap gap-2">
      <Link to="/users/edit/$id" params={{ id: props.id }} className={buttonVariants({ variant: 'outline' })}>
        <Pencil aria-hidden="true" /> Edit
      </Link>
      {props.isActive ? (
        <>
          <Button variant="destructive" onClick={() => setDeactivating(true)}>
            <UserMinus aria-hidden="true" /> Deactivate
          </Button>
          <DeactivateDialog
            open={deactivating}
            onOpenChange={setDeactivating}
            memberName={props.name}
            hasEmail={props.hasEmail}
            onDeactivate={onDeactivate}
          />
        </>
      ) : (
        <ConfirmDialog
          trigger={
            <Button>
              <UserCheck aria-hidden="true" /> Reactivate
            </Button>
          }
          description={`${props.name} will be able to use KAR again${props.hasEmail ? ' and is told by email' : ''}.`}
          okText="Reactivate"
          onConfirm={onReactivate}
        />
      )}
    </div>
  );
}
