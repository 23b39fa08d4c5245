import { readFragment, type FragmentType } from '@/gql';
import { PaletteHitFragmentDoc, type PaletteHitFragment } from '@/gql/graphql';
import { paletteFold } from '@/rules/palette';

/** One line of the palette: a screen or a record, with where Enter takes the admin. */
export type PaletteItem = {
  /** Unique in the palette: the kind and the record's id, or the screen's path. */
  key: string;
  group: string;
  label: string;
  detail?: string | null | undefined;
  href: string;
};

/** A screen as the route tree declares it: its path and its `staticData.title` (src/lib/route-static-data.ts). */
export type ScreenRoute = { id: string; fullPath: string; title: string | undefined };

export const SCREENS_GROUP = 'Screens';
export const RECENT_GROUP = 'Recent';

/**
 * The screens the palette offers: every route of the admin area that declares a title and needs no record
 * (no `$param` in its path), which the admin may open (`mayOpen`, the router's own rule). The error result
 * is a place the router sends people, not a screen to go to.
 */
export function screensOf(routes: readonly ScreenRoute[], mayOpen: (path: string) => boolean): PaletteItem[] {
  const seen = new Set<string>();
  const screens: PaletteItem[] = [];
  for (const route of routes) {
    const path = route.fullPath.length > 1 ? route.fullPath.replace(/\/$/, '') : route.fullPath;
    if (!route.id.startsWith('/_admin/') || !route.title || path.includes('$')) continue;
    if (path.startsWith('/error') || seen.has(path) || !mayOpen(path)) continue;
    seen.add(path);
    screens.push({ key: `screen:${path}`, group: SCREENS_GROUP, label: route.title, href: path });
  }
  return screens;
}

/** Whether every word typed is part of the text, accents and case aside ('thanh vien' finds 'Thành viên'). */
export function matches(text: string, query: string): boolean {
  const words = paletteFold(query).split(' ').filter(Boolean);
  const folded = paletteFold(text);
  return words.every((word) => folded.includes(word));
}

/** The kinds adminSearch answers (schema.graphql AdminSearchResult). */
type Kind = 'members' | 'posts' | 'transferRequests' | 'garages' | 'drivingCenters' | 'parkings' | 'reviews';
/** What adminSearch answers: per kind, its records, or null for a kind the admin may not read. */
type Found = Record<Kind, readonly FragmentType<typeof PaletteHitFragmentDoc>[] | null>;

/** The kinds of record, in the palette's order, with their heading and where a record of the kind opens. */
export const RECORD_KINDS: readonly {
  kind: Kind;
  group: string;
  href: (hit: PaletteHitFragment) => string;
}[] = [
  { kind: 'members', group: 'Members', href: (h) => `/users/view/${h.id}` },
  { kind: 'posts', group: 'Posts', href: (h) => `/post-management/detail/view/${h.id}` },
  {
    kind: 'transferRequests',
    group: 'Transfer requests',
    // A transfer request has no page of its own: its list, searched by its member, every status. The
    // router reads each value as JSON when it parses as such, else as the text (list-search.ts).
    href: (h) =>
      `/transfer-request?${new URLSearchParams({ search: h.listSearch ?? '', status: 'all' }).toString()}`,
  },
  { kind: 'garages', group: 'Garages & Salons', href: (h) => `/services/garage-salon/view/${h.id}` },
  { kind: 'drivingCenters', group: 'Driving centres', href: (h) => `/services/driving-center/view/${h.id}` },
  { kind: 'parkings', group: 'Parking', href: (h) => `/services/parking/view/${h.id}` },
  { kind: 'reviews', group: 'Reviews', href: (h) => `/reviews/view/${h.id}` },
];

/** The records found, as palette lines in the kinds' order; a kind the admin may not read is absent. */
export function recordItems(found: Found | undefined): PaletteItem[] {
  if (!found) return [];
  return RECORD_KINDS.flatMap(({ kind, group, href }) =>
    (found[kind] ?? []).map((ref) => {
      const hit = readFragment(PaletteHitFragmentDoc, ref);
      return { key: `${kind}:${hit.id}`, group, label: hit.title, detail: hit.detail, href: href(hit) };
    }),
  );
}

// --- recent items, per admin, in this browser ---------------------------------------------------

const RECENT_MAX = 8;
const recentKey = (adminKey: string) => `kar-palette-recent:${adminKey}`;

const isItem = (v: unknown): v is PaletteItem => {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return (
    typeof o.key === 'string' &&
    typeof o.group === 'string' &&
    typeof o.label === 'string' &&
    typeof o.href === 'string' &&
    o.href.startsWith('/') &&
    (o.detail === undefined || o.detail === null || typeof o.detail === 'string')
  );
};

/** What this admin opened last from the palette, newest first (anything unreadable is dropped). */
export function readRecent(adminKey: string): PaletteItem[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(recentKey(adminKey)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isItem).slice(0, RECENT_MAX) : [];
  } catch {
    return [];
  }
}

/** Puts `item` first among the recent items (once), keeping the newest RECENT_MAX. */
export function rememberRecent(adminKey: string, item: PaletteItem): void {
  const items = [item, ...readRecent(adminKey).filter((r) => r.key !== item.key)].slice(0, RECENT_MAX);
  try {
    window.localStorage.setItem(recentKey(adminKey), JSON.stringify(items));
  } catch {
    // A full or disabled storage only loses the list of recent items.
  }
}
