import type { DialogState } from '@/components/actions/dialog-button';
import { ControlledField, NumberField, SwitchField, TextField } from '@/components/form/fields';
import { DialogForm, FormDialog, useDialogForm } from '@/components/form/form-dialog';
import type { RoleRowFragment } from '@/gql/graphql';
import { permissionsByArea } from '@/rules/permissions';
import { roleSchema, type RoleForm } from '@/rules/staff';
import { useCreateRole, useEditRole } from './staff-actions';
import { useRoles } from './use-roles';

const GROUPS = permissionsByArea();
/** Where the action's own name would mislead: a media 'write' is an upload, a members' 'balances' a view. */
const OWN_WORDS: Record<string, string> = { 'media.write': 'Upload', 'members.balances': 'See balances' };
const actionWords = (permission: string) => {
  const own = OWN_WORDS[permission];
  if (own) return own;
  const action = permission.slice(permission.indexOf('.') + 1);
  return action.charAt(0).toUpperCase() + action.slice(1);
};

/** The permissions as checkboxes grouped by area; read-only for a built-in role (its set is the product's). */
function PermissionBoxes(props: {
  value: readonly string[];
  onChange: (next: string[]) => void;
  disabled: boolean;
  id: string;
  describedBy?: string | undefined;
}) {
  const toggle = (permission: string, on: boolean) =>
    props.onChange(on ? [...props.value, permission] : props.value.filter((p) => p !== permission));
  return (
    <div
      id={props.id}
      role="group"
      aria-label="Permissions"
      // Scrolls: with every box disabled (a built-in role) the keyboard still needs a way in.
      tabIndex={props.disabled ? 0 : undefined}
      className="grid max-h-80 gap-3 overflow-y-auto rounded-md border p-3 sm:grid-cols-2 lg:grid-cols-3"
      aria-describedby={props.describedBy}
    >
      {GROUPS.map((group) => (
        <fieldset key={group.area} className="grid content-start gap-1.5">
          <legend className="mb-1 text-sm font-semibold">{group.label}</legend>
          {group.permissions.map((permission) => (
            <label key={permission} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={props.value.includes(permission)}
                disabled={props.disabled}
                onChange={(e) => toggle(permission, e.target.checked)}
                aria-label={`${group.label}: ${actionWords(permission)}`}
              />
              {actionWords(permission)}
            </label>
          ))}
        </fieldset>
      ))}
    </div>
  );
}

/**
 * Create or edit a role: its name, its permissions grouped by area, whether two-step sign-in is required
 * and the daily approval limit. A built-in role keeps its name and permissions (set by the product) and
 * changes only those two policies (docs/staff.md).
 */
export function RoleEditor(props: DialogState & { role?: RoleRowFragment }) {
  const { role } = props;
  const create = useCreateRole();
  const edit = useEditRole();
  // The list's query: refetched on a refused save, it gives this dialog the role as saved now.
  const { query } = useRoles();
  const builtIn = role?.builtIn ?? false;
  const defaults: RoleForm = {
    name: role?.name ?? '',
    permissions: [...(role?.permissions ?? [])],
    twoFactorRequired: role?.twoFactorRequired ?? false,
    dailyApprovalLimit: role?.dailyApprovalLimit ?? null,
  };
  const { form, frame } = useDialogForm({
    schema: roleSchema,
    defaultValues: defaults,
    record: role ? { editVersion: role.editVersion, refetch: query.refetch } : undefined,
    onSubmit: (input, editVersion) =>
      role ? edit.run({ id: role.id, input, editVersion }) : create.run({ input }),
    onClose: () => props.onOpenChange(false),
    resetOnSave: !role,
  });
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      isSaving={frame.isSaving}
      wide
      title={role ? `Edit role: ${role.name}` : 'New role'}
      description={
        builtIn
          ? 'A built-in role: its name and permissions are set by the product. Its policies can change.'
          : 'A name, what the role may do, and its policies. Changes apply to its holders’ next request.'
      }
    >
      <DialogForm {...frame} submitText={role ? 'Save' : 'Create role'}>
        <TextField
          form={form}
          name="name"
          id="role-name"
          label="Name"
          autoComplete="off"
          disabled={builtIn}
          autoFocus={!builtIn}
        />
        <ControlledField
          form={form}
          name="permissions"
          id="role-permissions"
          label="Permissions"
          required={false}
          hint={builtIn ? 'Set by the product' : undefined}
          render={(field, wiring) => (
            <PermissionBoxes
              value={field.value}
              onChange={field.onChange}
              disabled={builtIn}
              id={wiring.id}
              describedBy={wiring['aria-describedby']}
            />
          )}
        />
        <div className="grid items-center gap-4 sm:grid-cols-2">
          <SwitchField form={form} name="twoFactorRequired" label="Two-step sign-in required" />
          <NumberField
            form={form}
            name="dailyApprovalLimit"
            id="role-limit"
            label="Daily approval limit (VND)"
            required={false}
            hint="Empty: no limit"
          />
        </div>
      </DialogForm>
    </FormDialog>
  );
}
