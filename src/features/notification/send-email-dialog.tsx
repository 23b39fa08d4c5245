import { useEffect, useRef, useState } from 'react';
import { TextField } from '@/components/form/fields';
import { DialogForm, FormDialog, useDialogForm } from '@/components/form/form-dialog';
import { RichTextField } from '@/components/rich-text/rich-text-field';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAdminSendEmailMutation } from '@/gql/hooks';
import type { ActionResult } from '@/lib/use-action';
import { useAction } from '@/lib/use-action';
import { sendEmailFormSchema, type SendEmailForm } from '@/rules/notification';
import { useAudience } from './audience-fields';
import { newSendKey } from './notification-labels';

export const EMAIL_SUCCESS = 'Email sent successfully';
export const EMAIL_CONFIRM = 'Would you like to send this email?';

const EMPTY: SendEmailForm = {
  sendAll: false,
  userIds: [],
  role: '',
  titleVi: '',
  titleEn: '',
  contentVi: '',
};

type Parsed = Parameters<Parameters<typeof useDialogForm<SendEmailForm, unknown>>[0]['onSubmit']>[0];

/** SPEC §5 Send Email: recipients with an active email, subject in both languages, one rich-text body. */
export function SendEmailDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [key, setKey] = useState(newSendKey);
  // The form's submit asks first (SPEC §5); the answer settles the submit.
  const [asking, setAsking] = useState<((yes: boolean) => void) | null>(null);
  const send = useAction(useAdminSendEmailMutation, {
    success: EMAIL_SUCCESS,
    invalidates: ['AdminListNotification'],
    fieldErrors: true,
  });
  // The audience hook needs the form, and the form's submit needs the audience: a ref joins them.
  const audienceRef = useRef<ReturnType<typeof useAudience> | null>(null);
  const { form, frame } = useDialogForm({
    schema: sendEmailFormSchema,
    defaultValues: EMPTY,
    onClose: () => props.onOpenChange(false),
    resetOnSave: true,
    onSubmit: async (values: Parsed): Promise<ActionResult<unknown>> => {
      const v = values as SendEmailForm;
      const audience = audienceRef.current;
      if (audience && !audience.check()) return { ok: false, error: new Error('not sent: see the audience') };
      const yes = await new Promise<boolean>((resolve) => setAsking(() => resolve));
      setAsking(null);
      if (!yes) return { ok: false, error: new Error('cancelled') };
      const result = await send.run({
        userIds: v.sendAll ? [] : v.userIds,
        role: v.role || null,
        titleVi: v.titleVi,
        titleEn: v.titleEn,
        contentVi: v.contentVi,
        idempotencyKey: key,
        confirmRecipients: audience?.confirmRecipients ?? null,
      });
      if (result.ok) {
        setKey(newSendKey());
        audience?.reset();
      }
      return result;
    },
  });
  const audience = useAudience(form, 'EMAIL');
  useEffect(() => {
    audienceRef.current = audience;
  });
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      isSaving={frame.isSaving}
      title="Send Email"
      description="An email to members whose email is active"
    >
      <DialogForm {...frame} submitText="Send">
        <div className="grid max-h-[65vh] gap-3 overflow-y-auto pr-1">
          {audience.fields}
          <TextField form={form} name="titleVi" id="email-title-vi" label="Title Vi" />
          <TextField form={form} name="titleEn" id="email-title-en" label="Title En" />
          <RichTextField form={form} name="contentVi" id="email-content" label="Content" />
        </div>
      </DialogForm>
      <ConfirmDialog
        open={!!asking}
        onOpenChange={(open) => (open ? undefined : asking?.(false))}
        title={EMAIL_CONFIRM}
        description={
          audience.count === undefined
            ? undefined
            : `It will reach ${audience.count.toLocaleString('en-US')} users.`
        }
        okText="Send"
        onConfirm={() => asking?.(true)}
      />
    </FormDialog>
  );
}
