import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import type { DialogState } from '@/components/actions/dialog-button';
import { SelectField, TextField } from '@/components/form/fields';
import { DialogForm, FormDialog, useDialogForm } from '@/components/form/form-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { DialogFooter } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/format';
import { inviteStaffSchema, type InviteStaffForm } from '@/rules/staff';
import { useInviteStaff } from './staff-actions';
import { roleOptions, useRoles } from './use-roles';

const BLANK: InviteStaffForm = { email: '', firstName: '', lastName: '', roleId: '' };

/**
 * Invite a staff member: their email, name and role. Once sent, the dialog shows the single-use link
 * (also emailed) with a Copy button, for teams whose mail is not set up (docs/staff.md).
 */
export function InviteDialog({ open, onOpenChange }: DialogState) {
  const invite = useInviteStaff();
  const { roles } = useRoles();
  const [sent, setSent] = useState<{ url: string; expiresAt: string; email: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const { form, frame } = useDialogForm({
    schema: inviteStaffSchema,
    defaultValues: BLANK,
    onSubmit: async (input) => {
      const result = await invite.run({ input });
      if (result.ok) {
        const done = result.data.adminInviteStaff;
        setSent({ url: done.inviteUrl, expiresAt: done.expiresAt, email: input.email });
      }
      return result;
    },
    // A save keeps the dialog open on the link; only Cancel or Done close it.
    onClose: () => undefined,
    resetOnSave: true,
  });
  const close = (next: boolean) => {
    if (next) return onOpenChange(true);
    setSent(null);
    setCopied(false);
    form.reset();
    onOpenChange(false);
  };

  if (sent) {
    return (
      <FormDialog
        open={open}
        onOpenChange={close}
        title="Invitation sent"
        description={`${sent.email} can set their password with this link until ${formatDateTime(sent.expiresAt)}. It works once.`}
      >
        <div className="grid gap-2">
          <label htmlFor="invite-link" className="text-sm font-medium">
            Invitation link
          </label>
          <div className="flex gap-2">
            <Input id="invite-link" readOnly value={sent.url} onFocus={(e) => e.currentTarget.select()} />
            <Button
              variant="outline"
              onClick={() => {
                void navigator.clipboard?.writeText(sent.url).then(() => setCopied(true));
              }}
            >
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied ? 'Copied' : 'Copy'}
            </Button>
          </div>
        </div>
        <DialogFooter>
          <Button onClick={() => close(false)}>Done</Button>
        </DialogFooter>
      </FormDialog>
    );
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      isSaving={frame.isSaving}
      title="Invite staff"
      description="They get an email with a link to choose their password, valid for 72 hours."
    >
      <DialogForm {...frame} onCancel={() => close(false)} submitText="Send invitation">
        <TextField
          form={form}
          name="email"
          id="invite-email"
          label="Email"
          type="email"
          autoComplete="off"
          autoFocus
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            form={form}
            name="firstName"
            id="invite-first-name"
            label="First name"
            autoComplete="off"
          />
          <TextField form={form} name="lastName" id="invite-last-name" label="Last name" autoComplete="off" />
        </div>
        <SelectField
          form={form}
          name="roleId"
          id="invite-role"
          label="Role"
          placeholder="Select a role"
          options={roleOptions(roles)}
        />
      </DialogForm>
    </FormDialog>
  );
}
