import { useNavigate } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { listHref } from '@/components/data-table/remembered-lists';

/** A link to a list as the admin left it (page, search, filters), not to its first page. */
export function ListLink(props: { list: string; className?: string; children: ReactNode }) {
  const navigate = useNavigate();
  const href = listHref(props.list);
  return (
    <a
      href={href}
      className={props.className}
      onClick={(e) => {
        // A new tab or window keeps the browser's own handling.
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        void navigate({ href });
      }}
    >
      {props.children}
    </a>
  );
}

/** 'Back to {list}' above a record screen. */
export function BackLink(props: { list: string; label: string }) {
  return (
    <ListLink
      list={props.list}
      className="mb-3 inline-flex items-center gap-1 text-sm text-primary hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" /> Back to {props.label}
    </ListLink>
  );
}

/** Leaves a record screen for its list as it was; after a save the edit page leaves history. */
export function useBackToList(list: string) {
  const navigate = useNavigate();
  return (options?: { replace?: boolean }) => navigate({ href: listHref(list), replace: options?.replace });
}
