import type { FormEventHandler, ReactNode } from 'react';
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
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={props.onSubmit} className="grid gap-4">
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
  onSubmit: (values: Out) => Promise<ActionResult<unknown>>;
  onClose: () => void;
  resetOnSave?: boolean;
}) {
  const { form, submit } = useZodForm({
    schema: opts.schema,
    defaultValues: opts.defaultValues,
    onSubmit: opts.onSubmit,
    onSaved: () => {
      if (opts.resetOnSave) form.reset();
      opts.onClose();
    },
  });
  const frame = { onSubmit: submit, onCancel: opts.onClose, isSaving: form.formState.isSubmitting };
  return { form, frame };
}
