import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { TextareaField } from '@/components/form/fields';
import { FormField } from '@/components/form/form-field';
import { DialogForm, FormDialog, useDialogForm } from '@/components/form/form-dialog';
import {
  noteLanguageOf,
  NoteLanguageField,
  useReadyMadeNote,
  type NoteLanguage,
} from '@/components/form/ready-made-note';
import { Select } from '@/components/ui/select';
import type { TransferRowFragment } from '@/gql/graphql';
import type { ActionResult } from '@/lib/use-action';
import {
  REJECT_REASON_MAX,
  rejectReasonSchema,
  TRANSFER_REJECT_TEMPLATES,
  type RejectReasonForm,
  type TransferRejectTemplate,
} from '@/rules/transfers';
import { TransferContext, useTransferContext } from './transfer-context';

const TEMPLATE_KEYS = Object.keys(TRANSFER_REJECT_TEMPLATES) as TransferRejectTemplate[];
const TEMPLATE_OPTIONS = [
  { value: '', label: 'None: write the reason' },
  ...TEMPLATE_KEYS.map((k) => ({ value: k, label: TRANSFER_REJECT_TEMPLATES[k].label })),
];
const READY_MADE = Object.values(TRANSFER_REJECT_TEMPLATES);
const templateOf = (value: string) => TEMPLATE_KEYS.find((k) => k === value);

/**
 * SPEC §2.11: reject takes a reason typed in a text area; §5: no minimum. A template fills the reason in
 * the member's language (switchable) until the admin writes their own, as a post's reject reason does.
 */
export function RejectDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  request: TransferRowFragment;
  requester: string;
  onReject: (reason: string | undefined) => Promise<ActionResult<unknown>>;
}) {
  const context = useTransferContext(props.request, props.open);
  const [template, setTemplate] = useState<TransferRejectTemplate | undefined>();
  // The member's language once known; the admin's choice wins.
  const [chosenLanguage, setLanguage] = useState<NoteLanguage | undefined>();
  const language = chosenLanguage ?? noteLanguageOf(context.member?.metadata?.language);
  const { form, frame } = useDialogForm({
    schema: rejectReasonSchema,
    defaultValues: { moneyTransferReason: '' },
    onSubmit: (values) => props.onReject(values.moneyTransferReason),
    onClose: () => props.onOpenChange(false),
    resetOnSave: true,
  });
  useReadyMadeNote(
    form,
    'moneyTransferReason',
    template ? TRANSFER_REJECT_TEMPLATES[template] : undefined,
    language,
    READY_MADE,
  );
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      isSaving={frame.isSaving}
      wide
      title="Reject transfer request"
      description={props.requester}
    >
      <DialogForm {...frame} submitText="Reject" destructive>
        <TransferContext request={props.request} context={context} approving={false} />
        <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
          <FormField id="reject-template" label="Template" required={false}>
            <Select
              options={TEMPLATE_OPTIONS}
              value={template ?? ''}
              onChange={(e) => setTemplate(templateOf(e.target.value))}
            />
          </FormField>
          <NoteLanguageField id="reject-language" value={language} onChange={setLanguage} />
        </div>
        <RejectReasonField form={form} id="reject-reason" placeholder="Why is this transfer rejected?" />
      </DialogForm>
    </FormDialog>
  );
}

/** The reject reason as one request's dialog and the list's bulk reject ask it: a text area with its count. */
export function RejectReasonField(props: {
  form: UseFormReturn<RejectReasonForm, unknown, z.output<typeof rejectReasonSchema>>;
  id: string;
  placeholder: string;
}) {
  const length = (props.form.watch('moneyTransferReason') ?? '').trim().length;
  return (
    <TextareaField
      form={props.form}
      name="moneyTransferReason"
      id={props.id}
      label="Reason"
      required={false}
      hint={`${String(length)}/${String(REJECT_REASON_MAX)}`}
      rows={4}
      autoFocus
      placeholder={props.placeholder}
    />
  );
}
