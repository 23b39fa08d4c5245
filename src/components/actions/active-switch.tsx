import { Switch } from '@/components/ui/switch';
import { activeLabel } from '@/lib/package-labels';

/** A row's Active toggle (SPEC §4); greyed only while this row's own change is on its way. */
export function ActiveSwitch(props: {
  name: string;
  isActive: boolean;
  pending: boolean;
  onChange: (active: boolean) => void;
}) {
  return (
    <label className="inline-flex items-center gap-2 whitespace-nowrap text-sm">
      <Switch
        checked={props.isActive}
        disabled={props.pending}
        aria-label={`Active ${props.name}`}
        onCheckedChange={props.onChange}
      />
      {activeLabel(props.isActive)}
    </label>
  );
}
