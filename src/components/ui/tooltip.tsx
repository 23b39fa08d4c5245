import type { ReactNode } from 'react';

export type TooltipProps = { content: string; children: ReactNode; className?: string };

// The native title attribute is enough for an admin tool and needs no portal or positioning code.
export function Tooltip({ content, children, className }: TooltipProps) {
  return (
    <span title={content} className={className}>
      {children}
    </span>
  );
}
