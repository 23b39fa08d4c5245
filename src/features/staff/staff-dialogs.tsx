import type { DialogState } from '@/components/actions/dialog-button';
import { SelectField, TextareaField } from '@/components/form/fields';
import { DialogForm, FormDialog, useDialogForm } from '@/components/form/form-dialog';
import { deactivateStaffSchema, roleIdSchema, STAFF_REASON_MAX } from '@/rules/staff';
import { useChangeStaffRole, useDeactivateStaff } from './staff-actions';
import { roleOptions, useRoles } from './use-roles';

/** Gives a staff member another role; it applies to their very next request. */
export function ChangeRoleDialog(props: DialogState & { id: string; name: string; roleId: string }) {
  const change = useChangeStaffRole();
  const { roles } = useRoles();
  const { form, frame } = useDialogForm({
    schema: roleIdSchema,
    defaultValues: { roleId: props.roleId },
    onSubmit: (v) => change.run({ id: props.id, roleId: v.roleId }),
    onClose: () => props.onOpenChange(false),
  });
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      isSaving={frame.isSaving}
      title="Change role"
      description={`${props.name} can do what the new role allows from their next request on.`}
    >
      <DialogForm {...frame} submitText="Change role">
        <SelectField form={form} name="roleId" id="change-role" label="Role" options={roleOptions(roles)} />
      </DialogForm>
    </FormDialog>
  );
}

/** Deactivates a staff member with a reason: every session of theirs ends at once. */
export function DeactivateDialog(props: DialogState & { id: string; name: string }) {
  const deactivate = useDeactivateStaff();
  const { form, frame } = useDialogForm({
    schema: deactivateStaffSchema,
    defaultValues: { reason: '' },
    onSubmit: (v) => deactivate.run({ id: props.id, reason: v.reason }),
    onClose: () => props.onOpenChange(false),
    resetOnSave: true,
  });
  const length = (form.watch('reason') ?? '').trim().length;
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      isSaving={frame.isSaving}
      title="Deactivate staff member"
      description={`${props.name} is signed out everywhere at once and cannot sign in until reactivated.`}
    >
      <DialogForm {...frame} submitText="Deactivate" destructive>
        <TextareaField
          form={form}
          name="reason"
          id="deactivate-reason"
          label="Reason"
          hint={`${String(length)}/${String(STAFF_REASON_MAX)}`}
          rows={3}
          autoFocus
        />
      </DialogForm>
    </FormDialog>
  );
}
