import * as DialogPrimitive from '@radix-ui/react-dialog';
import { CircleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { DialogOverlay, DialogPortal } from './dialog';
import { useFocusReturn } from './focus-return';

export type ConfirmDialogProps = {
  /** The element that opens the dialog; omit it to drive the dialog with open/onOpenChange. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title?: ReactNode;
  description?: ReactNode;
  okText?: string;
  cancelText?: string;
  destructive?: boolean;
  /** The dialog stays open, with OK disabled, until a returned promise settles. */
  onConfirm: () => void | Promise<void>;
  /** Where focus goes when the dialog closes; by default back to the trigger. */
  onCloseAutoFocus?: (event: Event) => void;
};

// Like antd's Popconfirm/Modal.confirm: a question with OK and Cancel, nothing else.
export function ConfirmDialog({
  trigger,
  open,
  onOpenChange,
  title = 'Are you sure?',
  description,
  okText = 'OK',
  cancelText = 'Cancel',
  destructive = false,
  onConfirm,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  const [innerOpen, setInnerOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const focusReturn = useFocusReturn(onCloseAutoFocus);
  const isOpen = open ?? innerOpen;

  const setOpen = (next: boolean) => {
    if (open === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogPrimitive.Root open={isOpen} onOpenChange={(next) => (busy ? undefined : setOpen(next))}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPortal>
        <DialogOverlay />
        <DialogPrimitive.Content
          role="alertdialog"
          onCloseAutoFocus={focusReturn.onCloseAutoFocus}
          className="fixed left-1/2 top-1/2 z-50 w-full max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-lg border bg-card p-5 shadow-lg data-[state=open]:animate-fade-in"
        >
          {focusReturn.remember}
          <div className="flex gap-3">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
            <div className="grid gap-1.5">
              <DialogPrimitive.Title className="text-base font-semibold">{title}</DialogPrimitive.Title>
              {description ? (
                <DialogPrimitive.Description className="text-sm text-muted-foreground">
                  {description}
                </DialogPrimitive.Description>
              ) : (
                <DialogPrimitive.Description className="sr-only">
                  Confirm the action
                </DialogPrimitive.Description>
              )}
            </div>
          </div>
          <div className="mt-5 flex justify-end gap-2">
            <DialogPrimitive.Close asChild>
              <Button variant="outline" size="sm" disabled={busy}>
                {cancelText}
              </Button>
            </DialogPrimitive.Close>
            <Button
              size="sm"
              variant={destructive ? 'destructive' : 'default'}
              disabled={busy}
              onClick={() => void confirm()}
            >
              {okText}
            </Button>
          </div>
        </DialogPrimitive.Content>
      </DialogPortal>
    </DialogPrimitive.Root>
  );
}
