import { RecordLive } from '@/components/live/record-live';
import { useRef, type FormEventHandler, type ReactNode, type RefObject } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { BackLink } from '@/components/record/back-link';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EditConflictPanel, type EditConflictState } from './edit-conflict';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

/**
 * The frame of every create and edit page: back link to the list as it was, title, the form in a card,
 * Save and Cancel (both disabled while saving), the unsaved-changes guard, and on an edit page the panel
 * of a save refused because someone else saved first.
 */
export function FormPage(props: {
  title: string;
  list: string;
  listLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  isSaving: boolean;
  dirty: boolean;
  saved: RefObject<boolean>;
  /** From `useFormPage` when the page edits a record (`record`). */
  conflict?: EditConflictState | null;
  /** The record being edited, as the live stream names it: who else is on it, and their changes (docs/live.md). */
  live?: { entity: string; entityId: string } | undefined;
  submitText?: string;
  /** The whole content width, for a form with languages side by side (reviews' VI and EN). */
  wide?: boolean;
  children: ReactNode;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <section>
      <BackLink list={props.list} label={props.listLabel} />
      <PageHeader title={props.title} />
      {props.live ? <RecordLive entity={props.live.entity} entityId={props.live.entityId} editing /> : null}
      <Card className={props.wide ? undefined : 'max-w-3xl'}>
        <CardContent className="pt-6">
          <form ref={formRef} noValidate onSubmit={props.onSubmit} className="grid gap-4">
            {props.children}
            <div className="flex justify-end gap-2 pt-2">
              <Button type="button" variant="outline" disabled={props.isSaving} onClick={props.onCancel}>
                Cancel
              </Button>
              <Button type="submit" disabled={props.isSaving}>
                {props.isSaving ? 'Saving…' : (props.submitText ?? 'Save')}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      {props.conflict ? <EditConflictPanel state={props.conflict} form={formRef} /> : null}
      <UnsavedChangesGuard dirty={props.dirty} saved={props.saved} />
    </section>
  );
}
