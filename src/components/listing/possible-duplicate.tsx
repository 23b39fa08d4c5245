import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { ServiceListingKind } from '@/gql/graphql';
import { useServiceDuplicatesQuery } from '@/gql/hooks';
import { duplicateCheckAsked } from '@/rules/service-duplicates';

/** Typing pauses this long before the check is asked (one request per pause, not per key). */
const CHECK_DELAY_MS = 400;

/** Where a duplicate of each kind is viewed (in a new tab, so the form being filled stays). */
const VIEW_ROUTE = {
  GARAGE: '/services/garage-salon/view/$id',
  DRIVING_CENTER: '/services/driving-center/view/$id',
  PARKING: '/services/parking/view/$id',
} as const satisfies Record<ServiceListingKind, string>;

function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * 'Possible duplicate' (issue 13 §5), the one notice of the garage, driving-centre and parking forms:
 * another listing of this kind with the same phone, or a very similar name in the same ward
 * (src/rules/service-duplicates.ts), shown with a link to it before saving. Advice only: Save stays
 * enabled.
 */
export function PossibleDuplicate(props: {
  kind: ServiceListingKind;
  title: string | null | undefined;
  phone: string | null | undefined;
  ward: string | null | undefined;
  excludeId?: string | undefined;
}) {
  const vars = useSettled(
    {
      kind: props.kind,
      title: props.title?.trim() || undefined,
      phone: props.phone?.trim() || undefined,
      ward: props.ward || undefined,
      excludeId: props.excludeId,
    },
    CHECK_DELAY_MS,
  );
  const asked = duplicateCheckAsked(vars);
  // The previous answer stays while the next is asked, so the notice does not blink on each pause.
  const query = useServiceDuplicatesQuery(vars, {
    enabled: asked,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  const found = asked ? (query.data?.adminFindServiceDuplicates ?? []) : [];
  if (found.length === 0) return null;
  return (
    <div role="status" className="rounded-md border border-warning/40 bg-warning/10 p-3 text-sm">
      <p className="font-medium text-warning">Possible duplicate</p>
      <ul className="mt-1 grid gap-1">
        {found.map((d) => (
          <li key={d.id}>
            <Link
              to={VIEW_ROUTE[props.kind]}
              params={{ id: d.id }}
              target="_blank"
              className="font-medium text-primary underline"
            >
              {d.title}
            </Link>{' '}
            <span className="text-muted-foreground">
              ({d.matchedBy === 'PHONE' ? `same phone ${d.phone ?? ''}` : 'similar name in the same ward'})
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-1 text-xs text-muted-foreground">Check it before saving; you can still save.</p>
    </div>
  );
}
