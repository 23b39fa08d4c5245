import { useState } from 'react';
import { SelectField, TextareaField } from '@/components/form/fields';
import { DialogForm, FormDialog, useDialogForm } from '@/components/form/form-dialog';
import { NoteLanguageField, useReadyMadeNote, type NoteLanguage } from '@/components/form/ready-made-note';
import type { PostModerationReason } from '@/gql/graphql';
import type { ActionResult } from '@/lib/use-action';
import {
  POST_MODERATION_REASONS,
  POST_NOTE_MAX,
  POST_REASON_LABELS,
  POST_REASON_NOTES,
  postDecisionSchema,
} from '@/rules/posts';

const REASON_OPTIONS = POST_MODERATION_REASONS.map((r) => ({ value: r, label: POST_REASON_LABELS[r] }));
const READY_MADE_NOTES = Object.values(POST_REASON_NOTES);

/** The words of each decision that needs a reason. */
export const DECISION_WORDS = {
  reject: { title: 'Reject post', submit: 'Reject' },
  suspend: { title: 'Suspend post', submit: 'Suspend' },
} as const;

/**
 * Reject or Suspend: a reason code and a note to the seller (the rules, `postDecisionSchema`,
 * which the server parses too). Choosing a reason fills the note with its ready-made text in the seller's
 * language (VI or EN, switchable) until the admin writes their own, which is then kept.
 */
export function PostDecisionDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  decision: keyof typeof DECISION_WORDS;
  postTitle: string;
  /** The seller's language, so the ready-made note reads in it. */
  language: NoteLanguage;
  /** The submit button's words when they differ from the decision's own ('Reject & next'). */
  submitText?: string | undefined;
  onDecide: (values: { reason: PostModerationReason; note: string }) => Promise<ActionResult<unknown>>;
}) {
  const words = DECISION_WORDS[props.decision];
  const [language, setLanguage] = useState<NoteLanguage>(props.language);
  const { form, frame } = useDialogForm({
    schema: postDecisionSchema,
    defaultValues: { note: '' },
    onSubmit: (values) => props.onDecide(values),
    onClose: () => props.onOpenChange(false),
    resetOnSave: true,
  });
  const reason = form.watch('reason');
  const note = form.watch('note') ?? '';
  const picked = reason && POST_MODERATION_REASONS.includes(reason) ? POST_REASON_NOTES[reason] : undefined;
  useReadyMadeNote(form, 'note', picked, language, READY_MADE_NOTES);

  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      isSaving={frame.isSaving}
      title={words.title}
      description={props.postTitle}
    >
      <DialogForm {...frame} submitText={props.submitText ?? words.submit} destructive>
        <SelectField
          form={form}
          name="reason"
          id="decision-reason"
          label="Reason"
          placeholder="Choose a reason"
          options={REASON_OPTIONS}
          autoFocus
        />
        <NoteLanguageField id="decision-language" value={language} onChange={setLanguage} />
        <TextareaField
          form={form}
          name="note"
          id="decision-note"
          label="Note to the seller"
          rows={4}
          hint={`${String(note.trim().length)}/${String(POST_NOTE_MAX)}`}
        />
      </DialogForm>
    </FormDialog>
  );
}
