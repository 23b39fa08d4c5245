import { Badge } from '@/components/ui/badge';
import { STAFF_STATUS_WORDS, type StaffStatus } from '@/rules/staff-status';

const VARIANT = { ACTIVE: 'success', INVITED: 'default', DEACTIVATED: 'secondary' } as const;

/** A staff member's state as a tag: green when active, plain when invited, grey when deactivated. */
export function StaffStatusBadge({ status }: { status: StaffStatus }) {
  return <Badge variant={VARIANT[status]}>{STAFF_STATUS_WORDS[status]}</Badge>;
}
