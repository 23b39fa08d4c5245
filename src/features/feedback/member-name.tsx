import { MemberLink } from '@/components/record/member-link';
import { displayName } from '@/lib/format';

interface Named {
  firstName?: string | null;
  lastName?: string | null;
}

/** A member's name in words: their name, else `fallback` (an email they left), else 'KAR User'. */
export const memberName = (user: Named | null | undefined, fallback?: string | null) =>
  user ? displayName(user) : fallback || displayName(null);

/**
 * SPEC §2.12: the user (the feedback's author, the report's reporter) links to the member's page. A row
 * whose member has since gone keeps no user and is shown unlinked.
 */
export function MemberName(props: { userId?: string | null; user?: Named | null; fallback?: string | null }) {
  const name = memberName(props.user, props.fallback);
  // A name is read as one unit: it keeps to one line rather than breaking between given and family name.
  return props.userId && props.user ? (
    <MemberLink id={props.userId} className="whitespace-nowrap">
      {name}
    </MemberLink>
  ) : (
    <span className="whitespace-nowrap">{name}</span>
  );
}
