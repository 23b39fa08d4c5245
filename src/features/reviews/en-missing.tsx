import { Badge } from '@/components/ui/badge';

/** The chip on an English field left empty (its review still waits for a translation). */
export function EnMissing() {
  return (
    <Badge variant="warning" className="w-fit">
      EN missing
    </Badge>
  );
}
