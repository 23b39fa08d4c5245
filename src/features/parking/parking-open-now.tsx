import { useEffect, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { isOpenAt, type WorkingTime } from '@/rules/parking-hours';

// Opening hours turn on the minute: a check every 30 s keeps the badge true within half a minute.
const TICK_MS = 30_000;

/**
 * 'Open now' or 'Closed now', for Viet Nam's time (Asia/Ho_Chi_Minh) whatever the admin's own zone; an
 * interval past midnight counts on the next day, and a fixed public holiday closes a parking that says so.
 */
export function OpenNow(props: { workingTimes: readonly WorkingTime[]; closeOnPublicHolidays: boolean }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  if (props.workingTimes.length === 0) return <Badge variant="outline">No opening hours</Badge>;
  return isOpenAt(props.workingTimes, now, props.closeOnPublicHolidays) ? (
    <Badge variant="success">Open now</Badge>
  ) : (
    <Badge variant="secondary">Closed now</Badge>
  );
}
