import { useRef, type FormEventHandler, type ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { ActionResult } from '@/lib/use-action';
import { EditConflictPanel, useEditConflict, type EditConflictState, type EditRecord } from './edit-conflict';
import { useZodForm } from './use-zod-form';

/**
 * The dialog a form sits in: title, description and the body. While `isSaving` it stays open (Escape,
 * the overlay and the close button wait for the answer), so a refusal is shown where it was typed.
 */
export function FormDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  isSaving?: boolean;
  /** Room for a table beside the fields (a transfer decision's last transfers). */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => (props.isSaving ? undefined : props.onOpenChange(open))}
    >
      <DialogContent className={props.wide ? 'max-w-2xl' : undefined}>
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        {props.children}
      </DialogContent>
    </Dialog>
  );
}

/** A form inside a FormDialog: its fields, then Cancel and the submit button, both disabled while saving. */
export function DialogForm(props: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  isSaving: boolean;
  submitText: string;
  destructive?: boolean;
  /** An edit dialog's refused save (`useDialogForm` with `record`): theirs beside yours, over the dialog. */
  conflict?: EditConflictState | null;
  children: ReactNode;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <form ref={formRef} noValidate onSubmit={props.onSubmit} className="grid gap-4">
      {props.children}
      <DialogFooter>
        <Button variant="outline" disabled={props.isSaving} onClick={props.onCancel}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant={props.destructive ? 'destructive' : undefined}
          disabled={props.isSaving}
        >
          {props.submitText}
        </Button>
      </DialogFooter>
      {props.conflict ? <EditConflictPanel state={props.conflict} form={formRef} /> : null}
    </form>
  );
}

/**
 * A dialog's form (`useZodForm`) and what its `DialogForm` needs, spread as `frame`: a save closes the
 * dialog, Cancel closes it keeping what was typed. `resetOnSave` empties a form that outlives the dialog
 * (declared beside the dialog rather than inside it), so the next opening starts blank.
 */
export function useDialogForm<In extends FieldValues, Out>(opts: {
  schema: z.ZodType<Out, In>;
  defaultValues: DefaultValues<In>;
  /** An edit dialog's record (docs/conflicts.md): its version is handed to `onSubmit`, as in useFormPage. */
  record?: EditRecord | undefined;
  onSubmit: (values: Out, editVersion?: number) => Promise<ActionResult<unknown>>;
  onClose: () => void;
  resetOnSave?: boolean;
}) {
  // Circular by nature: the conflict helper needs the form, the form's save needs the helper's version.
  const conflict = { current: null as ReturnType<typeof useEditConflict<In, Out>> | null };
  const { form, submit } = useZodForm({
    schema: opts.schema,
    defaultValues: opts.defaultValues,
    onSubmit: async (values) => {
      const result = await opts.onSubmit(values, conflict.current?.editVersion());
      await conflict.current?.afterSave(result);
      return result;
    },
    onSaved: () => {
      if (opts.resetOnSave) form.reset();
      opts.onClose();
    },
  });
  conflict.current = useEditConflict(form, opts.record, opts.defaultValues);
  const frame = {
    onSubmit: submit,
    onCancel: opts.onClose,
    isSaving: form.formState.isSubmitting,
    conflict: conflict.current.state,
  };
  return { form, frame };
}
