import { useRouter, useRouterState } from '@tanstack/react-router';
import { useMemo, type MouseEvent } from 'react';
import { useListCount } from '../data-table/list-count';
import { readFragment } from '../../gql';
import { SavedViewItemFragmentDoc, type SavedViewItemFragment } from '../../gql/graphql';
import { useAdminPinnedViewsQuery } from '../../gql/hooks';
import { cn } from '../../lib/cn';
import { formatThousands } from '../../lib/thousands';

/**
 * The views the admin pinned (docs/saved-views.md), under their list's entry in the side menu, each with
 * the number of rows it matches now ('Pending posts 12'), counted by the list's own query.
 */
export function PinnedViews({
  listKey,
  rowClass,
  activeClass,
}: {
  listKey: string;
  rowClass: string;
  activeClass: string;
}) {
  const query = useAdminPinnedViewsQuery({}, { staleTime: 30_000 });
  const refs = query.data?.adminPinnedViews;
  const views = useMemo(
    () =>
      (refs ?? [])
        .map((ref) => readFragment(SavedViewItemFragmentDoc, ref))
        .filter((view) => view.listKey === listKey),
    [refs, listKey],
  );
  if (views.length === 0) return null;
  return (
    <ul aria-label="Pinned views" className="flex flex-col gap-0.5">
      {views.map((view) => (
        <li key={view.id}>
          <PinnedView view={view} rowClass={rowClass} activeClass={activeClass} />
        </li>
      ))}
    </ul>
  );
}

function PinnedView({
  view,
  rowClass,
  activeClass,
}: {
  view: SavedViewItemFragment;
  rowClass: string;
  activeClass: string;
}) {
  const router = useRouter();
  const count = useListCount(view.listKey, view.search);
  const href = `${view.listKey}${router.options.stringifySearch(view.search)}`;
  const here = useRouterState({ select: (s) => `${s.location.pathname}${s.location.searchStr}` });
  const active = here === href;
  // A plain link (a new tab, a copied address work); a plain click stays in the app.
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void router.navigate({ href });
  };
  return (
    <a
      href={href}
      onClick={onClick}
      aria-current={active ? 'page' : undefined}
      className={cn(rowClass, 'h-8 pl-14 text-[13px]', active && activeClass)}
    >
      <span className="truncate">{view.name}</span>
      {count !== undefined ? (
        <span className="ml-auto rounded-full bg-muted px-1.5 text-xs tabular-nums text-muted-foreground">
          {formatThousands(count)}
        </span>
      ) : null}
    </a>
  );
}
