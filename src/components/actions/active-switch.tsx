import { useAreaCan } from '@/components/layout/permissions';
import { Switch } from '@/components/ui/switch';
import { activeLabel } from '@/lib/package-labels';

/**
 * A row's Active toggle (SPEC §4); greyed only while this row's own change is on its way. An admin whose
 * role may not write in the screen's area (issue 26) sees the state in words and no switch, as they see no
 * Delete button and no bulk actions there: a control they may not use is not offered (the server refuses
 * the change anyway). `words` replaces the state's words where a screen's SPEC spells them its own way.
 */
export function ActiveSwitch(props: {
  name: string;
  isActive: boolean;
  pending: boolean;
  onChange: (active: boolean) => void;
  words?: readonly [active: string, inactive: string];
}) {
  const mayWrite = useAreaCan('write');
  const words = props.words ?? [activeLabel(true), activeLabel(false)];
  const state = props.isActive ? words[0] : words[1];
  if (!mayWrite) return <span className="whitespace-nowrap text-sm">{state}</span>;
  return (
    <label className="inline-flex items-center gap-2 whitespace-nowrap text-sm">
      <Switch
        checked={props.isActive}
        disabled={props.pending}
        aria-label={`Active ${props.name}`}
        onCheckedChange={props.onChange}
      />
      {state}
    </label>
  );
}
