import { createLink } from '@tanstack/react-router';
import { Pencil, Trash2 } from 'lucide-react';
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { ConfirmDelete } from '@/components/actions/confirm-delete';
import { PageHeader } from '@/components/layout/page-header';
import { Button, buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { mayOpen } from '@/components/layout/permissions';
import type { ActionResult } from '@/lib/use-action';
import { BackLink, useBackToList } from './back-link';
import { RecordHistory } from './record-history';
import { RecordLive } from '@/components/live/record-live';

function EditAnchor({
  ref,
  className,
  children: _children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> }) {
  // Not shown to an admin whose role may not open the edit screen (src/components/layout/menu.ts).
  if (props.href && !mayOpen(props.href)) return null;
  return (
    <a ref={ref} {...props} className={cn(buttonVariants({ variant: 'outline' }), className)}>
      <Pencil aria-hidden="true" /> Edit
    </a>
  );
}

/**
 * 'Edit' as an outline button that is a link, so it opens in a new tab too. Typed by the router like
 * any Link: `<EditLink to="/market-price/edit/$id" params={{ id }} />`.
 */
export const EditLink = createLink(EditAnchor);

/**
 * Delete on a record's own page: 'Are you sure?' (SPEC §2.5), then, once the delete worked, back to the
 * list as the admin left it, this page leaving history.
 */
export function DeleteRecord(props: {
  list: string;
  name: string;
  description?: ReactNode;
  onConfirm: () => Promise<ActionResult<unknown>>;
}) {
  const back = useBackToList(props.list);
  return (
    <ConfirmDelete
      name={props.name}
      description={props.description}
      onConfirm={props.onConfirm}
      onDeleted={() => void back({ replace: true })}
      trigger={
        <Button variant="destructive">
          <Trash2 aria-hidden="true" /> Delete
        </Button>
      }
    />
  );
}

/**
 * A record's view page: the way back to its list as it was, the title with the actions, the body, and
 * under it the record's History when `history` names it as the audit trail does (`{ entityType: 'banner',
 * entityId: id }`; shown only to a role holding `audit.read`).
 */
export function RecordView(props: {
  list: string;
  listLabel: string;
  title: string;
  actions: ReactNode;
  children: ReactNode;
  history?: { entityType: string; entityId: string };
}) {
  return (
    <section>
      <BackLink list={props.list} label={props.listLabel} />
      <PageHeader title={props.title} actions={props.actions} />
      {/* Who else is here, and a change someone else made since it was loaded (docs/live.md). */}
      {props.history ? (
        <RecordLive entity={props.history.entityType} entityId={props.history.entityId} />
      ) : null}
      {props.children}
      {props.history ? <RecordHistory {...props.history} /> : null}
    </section>
  );
}
