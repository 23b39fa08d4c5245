import { Link, useRouterState } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';
import { findActiveKey, findGroupOf, type MenuEntry, type MenuGroup, type MenuLink } from './menu';
import { PinnedViews } from './pinned-views';
import { useListCount } from '../data-table/list-count';
import { formatThousands } from '../../lib/thousands';
import type { MenuBadge } from './menu';

export type SideMenuProps = { entries: readonly MenuEntry[]; collapsed: boolean };

const rowClass =
  'flex h-9 w-full items-center gap-3 rounded-md px-3 text-sm text-foreground/80 transition-colors hover:bg-accent hover:text-accent-foreground';
const activeClass = 'bg-accent font-medium text-accent-foreground';

export function SideMenu({ entries, collapsed }: SideMenuProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const activeKey = findActiveKey(entries, pathname);
  const activeGroup = findGroupOf(entries, activeKey);

  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(activeGroup ? [activeGroup] : []));
  // Navigating into another group opens it; adjusting state during render avoids an effect round-trip.
  const [seenGroup, setSeenGroup] = useState(activeGroup);
  if (seenGroup !== activeGroup) {
    setSeenGroup(activeGroup);
    if (activeGroup && !open.has(activeGroup)) setOpen(new Set([...open, activeGroup]));
  }

  const toggle = (key: string) => {
    const next = new Set(open);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setOpen(next);
  };

  return (
    <nav aria-label="Main menu" className="flex flex-col gap-0.5 p-2">
      {entries.map((entry) =>
        entry.kind === 'link' ? (
          <div key={entry.key}>
            <TopLink entry={entry} active={entry.key === activeKey} collapsed={collapsed} />
            {collapsed ? null : (
              <PinnedViews listKey={entry.to} rowClass={rowClass} activeClass={activeClass} />
            )}
          </div>
        ) : collapsed ? (
          <CollapsedGroup key={entry.key} group={entry} activeKey={activeKey} />
        ) : (
          <ExpandedGroup
            key={entry.key}
            group={entry}
            activeKey={activeKey}
            open={open.has(entry.key)}
            onToggle={() => toggle(entry.key)}
          />
        ),
      )}
    </nav>
  );
}

function TopLink({ entry, active, collapsed }: { entry: MenuLink; active: boolean; collapsed: boolean }) {
  const Icon = entry.icon;
  return (
    <Link
      to={entry.to}
      aria-current={active ? 'page' : undefined}
      aria-label={collapsed ? entry.label : undefined}
      title={collapsed ? entry.label : undefined}
      className={cn(rowClass, collapsed && 'justify-center px-0', active && activeClass)}
    >
      {Icon ? <Icon aria-hidden="true" className="size-[18px] shrink-0" /> : null}
      {collapsed ? null : <span className="truncate">{entry.label}</span>}
    </Link>
  );
}

function ExpandedGroup({
  group,
  activeKey,
  open,
  onToggle,
}: {
  group: MenuGroup;
  activeKey: string | undefined;
  open: boolean;
  onToggle: () => void;
}) {
  const Icon = group.icon;
  const containsActive = group.children.some((child) => child.key === activeKey);
  const panelId = `menu-group-${group.key}`;
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        className={cn(rowClass, containsActive && 'text-accent-foreground')}
      >
        <Icon aria-hidden="true" className="size-[18px] shrink-0" />
        <span className="flex-1 truncate text-left">{group.label}</span>
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 shrink-0 transition-transform', open ? 'rotate-180' : 'rotate-0')}
        />
      </button>
      {open ? (
        <ul id={panelId} className="mt-0.5 flex flex-col gap-0.5">
          {group.children.map((child) => {
            const active = child.key === activeKey;
            return (
              <li key={child.key}>
                <Link
                  to={child.to}
                  aria-current={active ? 'page' : undefined}
                  aria-describedby={child.badge ? badgeId(child.key) : undefined}
                  className={cn(rowClass, 'pl-10', active && activeClass)}
                >
                  <span className="truncate">{child.label}</span>
                  {child.badge ? <BadgeCount listKey={child.to} badge={child.badge} /> : null}
                </Link>
                {child.badge ? (
                  <BadgeWords listKey={child.to} badge={child.badge} id={badgeId(child.key)} />
                ) : null}
                {/* The views this admin pinned, under their list's entry (docs/saved-views.md). */}
                <PinnedViews listKey={child.to} rowClass={rowClass} activeClass={activeClass} />
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

// With the sider collapsed there is no room for nested rows, so a group opens a flyout to the right.
function CollapsedGroup({ group, activeKey }: { group: MenuGroup; activeKey: string | undefined }) {
  const Icon = group.icon;
  const containsActive = group.children.some((child) => child.key === activeKey);
  return (
    // Not modal: a modal menu hides the whole app with aria-hidden while its focusable content stays focusable.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={group.label}
        title={group.label}
        className={cn(rowClass, 'justify-center px-0', containsActive && activeClass)}
      >
        <Icon aria-hidden="true" className="size-[18px] shrink-0" />
      </DropdownMenuTrigger>
      <DropdownMenuContent side="right" align="start">
        <DropdownMenuLabel className="text-xs font-semibold text-muted-foreground">
          {group.label}
        </DropdownMenuLabel>
        {group.children.map((child) => (
          <DropdownMenuItem key={child.key} asChild>
            <Link
              to={child.to}
              aria-current={child.key === activeKey ? 'page' : undefined}
              className={cn(child.key === activeKey && 'font-medium text-accent-foreground')}
            >
              {child.label}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const badgeId = (key: string) => `menu-badge-${key.replace(/[^a-z0-9]+/gi, '-')}`;

/**
 * How many rows wait on an entry's list (issue 28 §2: pending posts, open reports, new transfer requests),
 * counted by the list's own counter and kept live (docs/live.md). The number is drawn inside the link but
 * left out of its name, which stays the screen's ('Posts'); the words ('12 pending') describe it.
 */
function BadgeCount({ listKey, badge }: { listKey: string; badge: MenuBadge }) {
  const count = useListCount(listKey, badge.search);
  if (!count) return null;
  return (
    <span
      aria-hidden="true"
      title={`${formatThousands(count)} ${badge.label}`}
      className="ml-auto rounded-full bg-primary/10 px-1.5 text-xs font-medium tabular-nums text-primary"
    >
      {formatThousands(count)}
    </span>
  );
}

function BadgeWords({ listKey, badge, id }: { listKey: string; badge: MenuBadge; id: string }) {
  const count = useListCount(listKey, badge.search);
  return (
    <span id={id} className="sr-only">
      {count ? `${formatThousands(count)} ${badge.label}` : ''}
    </span>
  );
}
