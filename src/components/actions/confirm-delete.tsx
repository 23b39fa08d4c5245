import { Trash2 } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAreaCan } from '@/components/layout/permissions';
import type { ActionResult } from '@/lib/use-action';

/** The page's title, focusable by script only: where focus goes once the deleted row is gone. */
function focusPageHeading() {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}

/**
 * Delete after 'Are you sure?' (SPEC §2.5). The action (a `useAction` run) refetches what it names and
 * reports its own failure; here, once the row is gone, focus moves to the page title instead of falling
 * to the page body, and `onDeleted` may leave the screen (a record's own page).
 */
export function ConfirmDelete(props: {
  /** What is deleted, for the trigger's accessible name: 'Delete {name}'. */
  name: string;
  description?: ReactNode;
  onConfirm: () => Promise<ActionResult<unknown>>;
  onDeleted?: () => void;
  /** The element that opens the dialog; by default a red bin icon button. */
  trigger?: ReactNode;
  /** The bin with the word 'Delete' beside it, where a row has room for words. */
  labelled?: boolean;
}) {
  const deleted = useRef(false);
  // Hidden from an admin whose role may not delete in this screen's area (src/rules/permissions.ts).
  const allowed = useAreaCan('delete');
  if (!allowed) return null;
  return (
    <ConfirmDialog
      destructive
      okText="Delete"
      description={props.description}
      onConfirm={async () => {
        const result = await props.onConfirm();
        deleted.current = result.ok;
        if (result.ok) props.onDeleted?.();
      }}
      onCloseAutoFocus={(event) => {
        if (!deleted.current) return;
        deleted.current = false;
        event.preventDefault();
        focusPageHeading();
      }}
      trigger={
        props.trigger ??
        (props.labelled ? (
          <Button variant="ghost" size="sm" className="text-destructive">
            <Trash2 aria-hidden="true" /> Delete
          </Button>
        ) : (
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Delete ${props.name}`}
            className="text-destructive"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        ))
      }
    />
  );
}
