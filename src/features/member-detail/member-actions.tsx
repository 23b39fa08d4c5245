import { UserCheck, UserMinus } from 'lucide-react';
import { DialogButton } from '@/components/actions/dialog-button';
import { EditLink } from '@/components/record/record-view';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DeactivateDialog } from '@/components/members/deactivate-dialog';
import { useDeactivateMember, useReactivateMember } from './member-mutations';

/** Edit, and deactivate or reactivate, for the member shown on the detail page. */
export function MemberActions(props: { id: string; name: string; isActive: boolean; hasEmail: boolean }) {
  const reactivate = useReactivateMember();
  const deactivate = useDeactivateMember();
  return (
    <div className="ml-auto flex flex-wrap gap-2">
      <EditLink to="/users/edit/$id" params={{ id: props.id }} />
      {props.isActive ? (
        <DialogButton
          variant="destructive"
          dialog={(state) => (
            <DeactivateDialog
              {...state}
              title="Deactivate member"
              description={`${props.name} will no longer be able to use KAR. ${
                props.hasEmail
                  ? 'The reason is emailed to the member.'
                  : 'This member has no email address, so they will not be told by email.'
              }`}
              submitText="Deactivate"
              onDeactivate={(reason) => deactivate.run({ id: props.id, reason })}
            />
          )}
        >
          <UserMinus aria-hidden="true" /> Deactivate
        </DialogButton>
      ) : (
        <ConfirmDialog
          trigger={
            <Button>
              <UserCheck aria-hidden="true" /> Reactivate
            </Button>
          }
          description={`${props.name} will be able to use KAR again${props.hasEmail ? ' and is told by email' : ''}.`}
          okText="Reactivate"
          onConfirm={async () => void (await reactivate.run({ id: props.id }))}
        />
      )}
    </div>
  );
}
