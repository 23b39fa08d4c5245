import type { PostStatus } from '@/gql/graphql';
import { POST_STATUS_TAGS } from '@/lib/post-status-tags';

/** SPEC §4 post status tags, spelled so ('Suspened'): one list, the posts screens' own. */
export const POST_STATUS_LABELS = Object.fromEntries(
  Object.entries(POST_STATUS_TAGS).map(([status, tag]) => [status, tag.label]),
) as Record<PostStatus, string>;

/**
 * Listings by status as the admin reads the tags: statuses that share a tag are one row with their counts
 * added, so the card never shows two rows named alike. Rows keep the order of each tag's first status.
 */
export function listingsByTag(rows: readonly { status: PostStatus; count: number }[]) {
  const byTag = new Map<string, { tag: string; statuses: PostStatus[]; count: number }>();
  for (const r of rows) {
    const tag = POST_STATUS_LABELS[r.status];
    const row = byTag.get(tag);
    if (row) {
      row.statuses.push(r.status);
      row.count += r.count;
    } else byTag.set(tag, { tag, statuses: [r.status], count: r.count });
  }
  return [...byTag.values()];
}

export const NO_LOCATION = 'No Location';
export const LOCATION_HEADER = 'Vietnam';

/** 'KAR_GIVE_AWAY' and 'kar give away' are the same type, whichever server sends it. */
const normalise = (type: string) => type.trim().toLowerCase().replace(/[_-]+/g, ' ');

/** SPEC §2.4: the revenue total leaves this type out. */
export const GIVE_AWAY = 'kar give away';

export const isGiveAway = (type: string) => normalise(type) === GIVE_AWAY;

const TYPE_LABELS: Record<string, string> = {
  'vn pay': 'VN Pay',
  momo: 'MoMo',
  [GIVE_AWAY]: GIVE_AWAY,
};

/** 'POST_CREATE' → 'Post create'; the give-away keeps the spec's own wording. */
export function revenueTypeLabel(type: string): string {
  const key = normalise(type);
  return TYPE_LABELS[key] ?? key.charAt(0).toUpperCase() + key.slice(1);
}

/** Revenue total of the card: every type except the give-away. */
export function revenueTotal(rows: readonly { type: string; count: number }[]): number {
  return rows.reduce((sum, r) => (isGiveAway(r.type) ? sum : sum + r.count), 0);
}

/** Locations as the card lists them: the 'No Location' bucket last whatever the server's order. */
export function orderLocations<T extends { cityid?: string | null; count: number }>(rows: readonly T[]): T[] {
  return [...rows.filter((r) => r.cityid != null), ...rows.filter((r) => r.cityid == null)];
}

/** SPEC §2.4: the server sends newest first; charts run oldest to newest. */
export function oldestFirst<T>(rows: readonly T[]): T[] {
  return [...rows].reverse();
}

/** A chart's month filter: null = All. */
export type Months = number | null;
/** The months a chart shows when the dashboard opens (the route's loader asks for them too). */
export const DEFAULT_MONTHS: Months = 12;
