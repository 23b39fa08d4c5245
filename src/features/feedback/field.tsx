import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * One labelled value of a record page: a `dt`/`dd` pair in its own `div`, the only wrapper a `dl` may
 * hold, so a wide value takes its width through `className` rather than another wrapper.
 */
export function Field({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('grid gap-0.5', className)}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium">{children}</dd>
    </div>
  );
}
