import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';

/** What a dialog opened by `DialogButton` is given: it is open, and how it closes itself. */
export interface DialogState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A button that opens a dialog with a form of its own (a reason to deactivate a member, to reject a
 * transfer): the button takes the Button props, `dialog` draws the dialog with its open state.
 */
export function DialogButton({
  dialog,
  ...button
}: Omit<ButtonProps, 'onClick'> & { dialog: (state: DialogState) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...button} onClick={() => setOpen(true)} />
      {dialog({ open, onOpenChange: setOpen })}
    </>
  );
}
