import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type PageHeaderProps = {
  title: string;
  /** Total items, shown as 'Members (320)'; omit while unknown rather than showing 0. */
  count?: number | null;
  /** The count is where the server stopped counting: shown as 'Posts (1,000+)'. */
  countIsLowerBound?: boolean | undefined;
  actions?: ReactNode;
  className?: string;
};

/** The title with its total: 'Members (320)', or 'Posts (1,000+)' when the total is a lower bound. */
export function headerTitle(title: string, count?: number | null, countIsLowerBound?: boolean) {
  if (count === undefined || count === null) return title;
  return countIsLowerBound ? `${title} (${count.toLocaleString('en-US')}+)` : `${title} (${String(count)})`;
}

export function PageHeader({ title, count, countIsLowerBound, actions, className }: PageHeaderProps) {
  return (
    <div className={cn('mb-4 flex flex-wrap items-center justify-between gap-3', className)}>
      <h1 className="text-xl font-semibold tracking-tight">{headerTitle(title, count, countIsLowerBound)}</h1>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
