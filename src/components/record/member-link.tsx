import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A member's name (or any label) linking to the member's page, as every record about a member does. */
export function MemberLink(props: { id: string; children: ReactNode; className?: string }) {
  return (
    <Link
      to="/users/view/$id"
      params={{ id: props.id }}
      className={cn('text-primary hover:underline', props.className)}
    >
      {props.children}
    </Link>
  );
}
