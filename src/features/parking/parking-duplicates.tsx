import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { readFragment } from '@/gql';
import { ParkingDuplicateFragmentDoc } from '@/gql/graphql';
import { useAdminParkingPossibleDuplicatesQuery } from '@/gql/hooks';

// Asked once typing pauses: a check per keystroke would only load the server.
const PAUSE_MS = 500;

function useSettled<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * 'Possible duplicate' before saving: parkings with the same phone number, or a very similar title in the
 * same ward, each linking to its page (in a new tab, so the form stays). The admin can still save.
 */
export function ParkingDuplicates(props: {
  title: string;
  phone: string;
  ward: string;
  excludeId?: string | undefined;
}) {
  const title = useSettled(props.title.trim());
  const phone = useSettled(props.phone.trim());
  const ward = useSettled(props.ward);
  const enabled = title.length >= 3 || phone.replace(/\D/g, '').length >= 6;
  const query = useAdminParkingPossibleDuplicatesQuery(
    { title: title || null, phone: phone || null, ward: ward || null, excludeId: props.excludeId ?? null },
    { enabled, placeholderData: keepPreviousData },
  );
  const found = enabled
    ? (query.data?.adminParkingPossibleDuplicates ?? []).map((ref) =>
        readFragment(ParkingDuplicateFragmentDoc, ref),
      )
    : [];
  if (found.length === 0) return null;
  return (
    <div role="status" className="rounded-md border border-warning/40 bg-warning/10 p-3 text-sm">
      <p className="font-medium">Possible duplicate</p>
      <p className="text-muted-foreground">
        These parkings have the same phone number or a very similar title in the same ward. You can still
        save.
      </p>
      <ul className="mt-2 grid gap-1">
        {found.map((p) => (
          <li key={p.id}>
            <Link
              to="/services/parking/view/$id"
              params={{ id: p.id }}
              target="_blank"
              className="text-primary hover:underline"
            >
              {p.title}
            </Link>
            <span className="text-muted-foreground">
              {' '}
              · {[p.phone, p.address].filter(Boolean).join(' · ')}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
