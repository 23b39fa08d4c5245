import type { SelectOption } from '@/components/ui/select';
import { unitLabel } from './unit-label';

/**
 * A form's province options by id (member city, post location, registration location): the provinces in
 * force, and the record's own province when it is a former one, marked like the address picker marks it,
 * so the saved value still shows until the admin moves it (docs/locations.md).
 */
export function provinceChoices(
  items: readonly { id: string; name: string; isActive: boolean }[],
  keep?: string | null,
): SelectOption[] {
  return items
    .filter((p) => p.isActive || p.id === keep)
    .map((p) => ({ value: p.id, label: unitLabel(p.name, p.isActive) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'vi'));
}
