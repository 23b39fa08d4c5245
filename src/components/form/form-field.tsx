import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Label } from '@/components/ui/label';

type FormFieldProps = {
  id: string;
  label: string;
  error?: string | undefined;
  /** Marks the label with the required asterisk; defaults to true because most admin fields are. */
  required?: boolean;
  /** A hint under the control, read with it. */
  hint?: string;
  /**
   * The form value it edits: an edit conflict's panel (edit-conflict.tsx) reads the field's label and a
   * choice's words by it.
   */
  field?: string;
  /** The control; a function receives the wiring, for a control rendered deeper (a Controller's input). */
  children: ReactNode | ((control: Required<Pick<ControlProps, 'id'>> & ControlProps) => ReactNode);
};

export type ControlProps = {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/**
 * Label above, message below, and the control wired to both: its id, `aria-invalid` while it has an
 * error, `aria-describedby` to the hint and the message. A control that sets these itself keeps them.
 */
export function FormField({ id, label, error, required = true, hint, field, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const wiring = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
  // A plain wrapper element (a prefix select beside an input, say) is not the control: its inputs are
  // wired by the form itself, and giving the wrapper the id would make two elements share it.
  const wireable =
    isValidElement<ControlProps>(children) &&
    (typeof children.type !== 'string' || ['input', 'select', 'textarea'].includes(children.type));
  const control =
    typeof children === 'function'
      ? children(wiring)
      : wireable
        ? cloneElement(children as ReactElement<ControlProps>, {
            id: children.props.id ?? id,
            'aria-invalid': children.props['aria-invalid'] ?? (error ? true : undefined),
            'aria-describedby': children.props['aria-describedby'] ?? describedBy,
          })
        : children;
  return (
    <div className="grid gap-1.5" data-field={field}>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      {control}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
