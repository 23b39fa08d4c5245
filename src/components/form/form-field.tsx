import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';

type FormFieldProps = {
  id: string;
  label: string;
  error?: string;
  /** Marks the label with the required asterisk; defaults to true because most admin fields are. */
  required?: boolean;
  children: ReactNode;
};

// Label above, message below: the error id is what the input points at with aria-describedby.
export function FormField({ id, label, error, required = true, children }: FormFieldProps) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
