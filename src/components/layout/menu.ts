import type { RegisteredRouter, StaticDataRouteOption } from '@tanstack/react-router';
import {
  FileText,
  GraduationCap,
  MessageSquare,
  Star,
  Trash2,
  TriangleAlert,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

import { holds, isPermission, type Permission } from '../../rules/permissions';

/** A path of the route tree. */
type RoutePath = keyof RegisteredRouter['routesByPath'] & string;
/** A path a link may name: a menu entry links to the route that declares it (an index route's ends in '/'). */
export type MenuPath = Exclude<RoutePath, `${string}/`>;
const isMenuPath = (path: RoutePath): path is MenuPath => !path.endsWith('/');

/**
 * The side menu's groups (SPEC §2.1), which are no screen of their own: each list route names the one it
 * sits in (`staticData.menu.group`). `order` places a group among the top-level entries.
 */
export const MENU_GROUPS = {
  'user-management': { label: 'User Management', icon: Users, order: 20 },
  'post-management': { label: 'Post Management', icon: FileText, order: 40 },
  reviews: { label: 'Reviews', icon: Star, order: 50 },
  'learning-driving': { label: 'Learning Driving', icon: GraduationCap, order: 110 },
  services: { label: 'Services', icon: Wrench, order: 120 },
  feedbacks: { label: 'Feedbacks', icon: MessageSquare, order: 130 },
  errors: { label: 'Errors', icon: TriangleAlert, order: 140 },
  // Not in SPEC: each area's deleted records, for 30 days (docs/trash.md).
  trash: { label: 'Trash', icon: Trash2, order: 145 },
} as const satisfies Record<string, { label: string; icon: LucideIcon; order: number }>;

export type MenuGroupKey = keyof typeof MENU_GROUPS;

/** A route's side-menu entry (`staticData.menu`): the menu is built from these, in `order`. */
export interface MenuDeclaration {
  /** Its group, or none for a top-level entry. */
  group?: MenuGroupKey;
  /**
   * Its place: among its group's entries, or, at the top level, among the top-level entries and the
   * groups (MENU_GROUPS' `order`: SPEC §2.1's order in tens, so an entry fits between two).
   */
  order: number;
  /** SPEC §2.1's label, when it is not the route's title ('Media Library' for the 'Media' screen). */
  label?: string;
  /**
   * What the entry's screens need (src/rules/permissions.ts; a list's from src/rules/lists.ts): the side
   * menu shows it, and the router lets its paths open, only for an admin holding it (SPEC §2.1 'entries
   * filtered by authority'). A create or edit screen under it needs its area's `write` (pathPermission).
   */
  permission: Permission;
  /** Path prefixes (whole segments), besides its own path, whose screens are its: detail and edit screens. */
  match?: readonly string[];
  /** A top-level entry's icon (a group's is in MENU_GROUPS). */
  icon?: LucideIcon;
  /**
   * A count beside the entry (issue 28 §2: what waits for someone), counted by the list's own counter
   * (`staticData.listCounter`) for these filters and kept live (docs/live.md): 'Posts 12 pending'.
   */
  badge?: MenuBadge;
}

/** The rows of the entry's list that `search` (its URL state) matches, and what they are in words. */
export interface MenuBadge {
  search: Record<string, string>;
  /** Read after the number by screen readers and in the tooltip: '12 pending'. */
  label: string;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The route's entry in the side menu (SPEC §2.1), if it has one. */
    menu?: MenuDeclaration;
  }
}

export type MenuLink = {
  kind: 'link';
  /** Its path, which names it. */
  key: string;
  label: string;
  to: MenuPath;
  /** Path prefixes (whole segments) that count as this entry, so detail and edit screens keep it lit. */
  match: readonly string[];
  permission: Permission;
  icon?: LucideIcon;
  badge?: MenuBadge;
};

export type MenuGroup = {
  kind: 'group';
  key: string;
  label: string;
  icon: LucideIcon;
  children: readonly MenuLink[];
};

export type MenuEntry = MenuLink | MenuGroup;

/** A route as the router holds it (`router.routesById`), with what it declares about its screen. */
export interface DeclaringRoute {
  readonly fullPath: RoutePath;
  readonly options: { readonly staticData?: StaticDataRouteOption };
}

/**
 * The side menu from the routes' declarations (`staticData.menu`): top-level entries and groups in their
 * order, each group's entries in theirs. A route without a title or a menu entry is left out.
 */
export function buildMenu(routes: Iterable<DeclaringRoute>): MenuEntry[] {
  const top: { order: number; entry: MenuEntry }[] = [];
  const grouped = new Map<MenuGroupKey, { order: number; link: MenuLink }[]>();
  for (const route of routes) {
    const menu = route.options.staticData?.menu;
    const label = menu?.label ?? route.options.staticData?.title;
    const to = route.fullPath;
    if (!menu || !label || !isMenuPath(to)) continue;
    const link: MenuLink = {
      kind: 'link',
      key: to,
      label,
      to,
      match: [to, ...(menu.match ?? [])],
      permission: menu.permission,
    };
    if (menu.icon) link.icon = menu.icon;
    if (menu.badge) link.badge = menu.badge;
    if (menu.group) {
      const children = grouped.get(menu.group) ?? [];
      children.push({ order: menu.order, link });
      grouped.set(menu.group, children);
    } else {
      top.push({ order: menu.order, entry: link });
    }
  }
  for (const [key, children] of grouped) {
    const { label, icon, order } = MENU_GROUPS[key];
    const sorted = children.sort((a, b) => a.order - b.order).map((c) => c.link);
    top.push({ order, entry: { kind: 'group', key, label, icon, children: sorted } });
  }
  return top.sort((a, b) => a.order - b.order).map((t) => t.entry);
}

/** Entries an admin holding `permissions` may see; a group with no visible child disappears. */
export function filterMenu(
  menu: readonly MenuEntry[],
  permissions: readonly string[] | null | undefined,
): MenuEntry[] {
  const result: MenuEntry[] = [];
  for (const entry of menu) {
    if (entry.kind === 'link') {
      if (holds(permissions, entry.permission)) result.push(entry);
      continue;
    }
    const children = entry.children.filter((child) => holds(permissions, child.permission));
    if (children.length > 0) result.push({ ...entry, children });
  }
  return result;
}

function matchesPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The link owning `pathname`: the longest matching prefix wins, so /reviews/video/edit/1 is 'Reviews Video's. */
function owningLink(menu: readonly MenuEntry[], pathname: string): MenuLink | undefined {
  let best: { link: MenuLink; length: number } | undefined;
  for (const link of menu.flatMap((e) => (e.kind === 'link' ? [e] : e.children))) {
    for (const prefix of link.match) {
      if (matchesPrefix(pathname, prefix) && (!best || prefix.length > best.length)) {
        best = { link, length: prefix.length };
      }
    }
  }
  return best?.link;
}

/** The key of the link that owns `pathname`, to light it. */
export function findActiveKey(menu: readonly MenuEntry[], pathname: string): string | undefined {
  return owningLink(menu, pathname)?.key;
}

/** The group holding the active link, so it starts expanded. */
export function findGroupOf(menu: readonly MenuEntry[], key: string | undefined): string | undefined {
  if (!key) return undefined;
  for (const entry of menu) {
    if (entry.kind === 'group' && entry.children.some((child) => child.key === key)) return entry.key;
  }
  return undefined;
}

const WRITE_SEGMENTS = new Set(['create', 'edit']);

// Asked on every render of a row's delete or edit action: each menu's answers are kept per path.
const answers = new WeakMap<readonly MenuEntry[], Map<string, Permission | null>>();

/**
 * What opening `pathname` needs: the permission of the menu entry owning it, its area's `write` for a
 * create or edit screen (when the area has one), or null for a path no entry owns (/error/403).
 */
export function pathPermission(menu: readonly MenuEntry[], pathname: string): Permission | null {
  let known = answers.get(menu);
  if (!known) answers.set(menu, (known = new Map()));
  const kept = known.get(pathname);
  if (kept !== undefined) return kept;
  const found = findPathPermission(menu, pathname);
  // Record paths carry ids: a long day's browsing would otherwise keep every one.
  if (known.size >= 500) known.clear();
  known.set(pathname, found);
  return found;
}

function findPathPermission(menu: readonly MenuEntry[], pathname: string): Permission | null {
  const link = owningLink(menu, pathname);
  if (!link) return null;
  const { permission } = link;
  if (!pathname.split('/').some((segment) => WRITE_SEGMENTS.has(segment))) return permission;
  const write = `${permission.split('.')[0]}.write`;
  return isPermission(write) ? write : permission;
}

let declared: { routes: readonly DeclaringRoute[]; menu: readonly MenuEntry[] } = { routes: [], menu: [] };

/**
 * The app's routes, handed over once by the app's entry (src/main.tsx, which creates the router): the side
 * menu, the router's guard (`refusedPathTarget`) and the buttons' `mayOpen` read the menu built from them.
 * Shared code never imports the route tree (eslint.config.js); it gets the routes at run time instead.
 */
export function declareRoutes(routes: readonly DeclaringRoute[]): void {
  declared = { routes, menu: buildMenu(routes) };
}

/** The whole side menu, as the app's routes declare it (before filtering by the admin's permissions). */
export function adminMenu(): readonly MenuEntry[] {
  return declared.menu;
}

/** Where an admin lands when the dashboard is not theirs: the first menu entry they may open. */
export function firstAllowedPath(
  menu: readonly MenuEntry[],
  permissions: readonly string[] | null | undefined,
): MenuPath | null {
  const [first] = filterMenu(menu, permissions);
  if (!first) return null;
  return first.kind === 'link' ? first.to : (first.children[0]?.to ?? null);
}
