import { useBlocker } from '@tanstack/react-router';
import type { RefObject } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

export const UNSAVED_TITLE = 'Leave without saving?';
export const UNSAVED_DESCRIPTION = 'Your changes to this form will be lost.';

/**
 * Asks before leaving a form with unsaved changes, inside the app and on reload or tab close. Never
 * for an untouched form, and never once the save went through (`saved`).
 */
export function UnsavedChangesGuard(props: { dirty: boolean; saved: RefObject<boolean> }) {
  const { dirty, saved } = props;
  const blocker = useBlocker({
    shouldBlockFn: () => dirty && !saved.current,
    enableBeforeUnload: () => dirty && !saved.current,
    withResolver: true,
  });
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      title={UNSAVED_TITLE}
      description={UNSAVED_DESCRIPTION}
      okText="Leave"
      cancelText="Stay"
      destructive
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
