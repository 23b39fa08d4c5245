import type { FormEvent, ReactNode, RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * The add/update form column. Enter submits as Add when nothing is selected and as Update otherwise,
 * which is what the admin is looking at.
 */
export function FormCard(props: {
  label: string;
  editing: boolean;
  saving: boolean;
  /** Add and Update stay disabled while this is true (SPEC §5: catalogue names must not be empty). */
  disabled?: boolean;
  onAdd: (e?: FormEvent) => unknown;
  onUpdate: (e?: FormEvent) => unknown;
  onCancel: () => void;
  children: ReactNode;
  bare?: boolean;
  /** The form element: the edit-conflict panel reads the fields' labels and choices from it. */
  formRef?: RefObject<HTMLFormElement | null>;
}) {
  const { editing, saving, disabled = false } = props;
  const body = (
    <form
      ref={props.formRef}
      noValidate
      aria-label={`${props.label} form`}
      className="grid gap-4"
      onSubmit={(e) => void (editing ? props.onUpdate(e) : props.onAdd(e))}
    >
      {props.children}
      <div className="flex flex-wrap gap-2">
        <Button disabled={saving || disabled} onClick={(e) => void props.onAdd(e)}>
          Add
        </Button>
        {editing ? (
          <>
            <Button variant="secondary" disabled={saving || disabled} onClick={(e) => void props.onUpdate(e)}>
              Update
            </Button>
            <Button variant="ghost" disabled={saving} onClick={props.onCancel}>
              Cancel
            </Button>
          </>
        ) : null}
      </div>
    </form>
  );
  if (props.bare) return body;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {editing ? `Update ${props.label.toLowerCase()}` : `Add ${props.label.toLowerCase()}`}
        </CardTitle>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
