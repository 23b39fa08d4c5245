import { Badge } from '@/components/ui/badge';
import { USER_SERVICE_STATUS_LABELS } from '@/lib/package-labels';

/** The words for on and off. SPEC §4 spells them per record, so each screen names its pair. */
export type ActiveWords = readonly [active: string, inactive: string];

/** Most flags (a market price entry, a package of the catalogue). */
export const ACTIVE_WORDS: ActiveWords = ['Active', 'Inactive'];
/** A member, in the list and on the detail page. */
export const MEMBER_ACTIVE_WORDS: ActiveWords = ['Active', 'InActive'];
/** A package a member holds (SPEC §4 user service status). */
export const USER_SERVICE_ACTIVE_WORDS: ActiveWords = [
  USER_SERVICE_STATUS_LABELS.ACTIVE,
  USER_SERVICE_STATUS_LABELS.INACTIVE,
];

/** A record's active flag as a tag: green when active, grey when not. */
export function ActiveBadge({ active, words = ACTIVE_WORDS }: { active: boolean; words?: ActiveWords }) {
  return <Badge variant={active ? 'success' : 'secondary'}>{active ? words[0] : words[1]}</Badge>;
}
