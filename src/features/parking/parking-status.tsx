import { Badge } from '@/components/ui/badge';
import type { ParkingStatus } from '@/gql/graphql';
import { PARKING_STATUS_LABELS } from '@/rules/parking';

// SPEC §4 gives garages Active blue, Pending green, Reject red; parking statuses read the same.
const VARIANT = { ACTIVE: 'info', PENDING: 'success', REJECT: 'destructive' } as const;

/** SPEC §2.14 Status badge: Active, Pending or Reject. */
export function ParkingStatusBadge({ status }: { status: ParkingStatus }) {
  return <Badge variant={VARIANT[status]}>{PARKING_STATUS_LABELS[status]}</Badge>;
}
