import type { LabelHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export type LabelProps = LabelHTMLAttributes<HTMLLabelElement> & { required?: boolean };

export function Label({ className, required, children, ...props }: LabelProps) {
  return (
    <label className={cn('text-sm font-medium leading-none text-foreground', className)} {...props}>
      {required ? (
        <span aria-hidden="true" className="mr-1 text-destructive">
          *
        </span>
      ) : null}
      {children}
    </label>
  );
}
