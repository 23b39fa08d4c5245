import type { DialogState } from '@/components/actions/dialog-button';
import { TextField } from '@/components/form/fields';
import { DialogForm, FormDialog, useDialogForm } from '@/components/form/form-dialog';
import { useAdminChangePasswordMutation } from '@/gql/hooks';
import { useAction } from '@/lib/use-action';
import { changePasswordSchema, PASSWORD_MAX, PASSWORD_MIN } from '@/rules/passwords';

/**
 * The profile menu's Change password (docs/staff.md): the current password, a new one twice. The
 * admin's other sessions end; this one goes on. Loaded only when opened (the common-password list with it).
 */
export default function ChangePasswordDialog({ open, onOpenChange }: DialogState) {
  const change = useAction(useAdminChangePasswordMutation, {
    success: 'Password changed. Your other sessions were signed out.',
    invalidates: [],
    fieldErrors: true,
  });
  const { form, frame } = useDialogForm({
    schema: changePasswordSchema,
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
    onSubmit: (v) => change.run({ currentPassword: v.currentPassword, newPassword: v.newPassword }),
    onClose: () => onOpenChange(false),
    resetOnSave: true,
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      isSaving={frame.isSaving}
      title="Change password"
      description="Your other sessions are signed out; this one stays."
    >
      <DialogForm {...frame} submitText="Change password">
        <TextField
          form={form}
          name="currentPassword"
          id="current-password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          autoFocus
        />
        <TextField
          form={form}
          name="newPassword"
          id="change-new-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={`${String(PASSWORD_MIN)} to ${String(PASSWORD_MAX)} characters, not a common password`}
        />
        <TextField
          form={form}
          name="confirm"
          id="change-confirm-password"
          label="Repeat the new password"
          type="password"
          autoComplete="new-password"
        />
      </DialogForm>
    </FormDialog>
  );
}
