import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type PageHeaderProps = {
  title: string;
  /** Total items, shown as 'Members (320)'; omit while unknown rather than showing 0. */
  count?: number | null;
  actions?: ReactNode;
  className?: string;
};

export function PageHeader({ title, count, actions, className }: PageHeaderProps) {
  return (
    <div className={cn('mb-4 flex flex-wrap items-center justify-between gap-3', className)}>
      <h1 className="text-xl font-semibold tracking-tight">
        {title}
        {count === undefined || count === null ? null : ` (${count})`}
      </h1>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
