import { useState } from 'react';
import type { ControlProps } from '@/components/form/form-field';
import { Input } from '@/components/ui/input';

/** '' → null, digits → the year, anything else → NaN so the rule names the field. */
export const parseYear = (text: string) => {
  const t = text.trim();
  if (t === '') return null;
  return /^\d+$/.test(t) ? Number(t) : Number.NaN;
};

/**
 * Year typed as plain digits: the thousands-separated NumberInput would show 2024 as '2,024'. Takes the
 * FormField wiring (id, aria-invalid, aria-describedby) like any control.
 */
export function YearInput(
  props: ControlProps & {
    value: number | null | undefined;
    onChange: (value: number | null) => void;
    onBlur: () => void;
  },
) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? (props.value === null || props.value === undefined ? '' : String(props.value));
  return (
    <Input
      id={props.id}
      inputMode="numeric"
      autoComplete="off"
      maxLength={4}
      placeholder="e.g. 2022"
      value={shown}
      aria-invalid={props['aria-invalid']}
      aria-describedby={props['aria-describedby']}
      onChange={(e) => {
        setDraft(e.target.value);
        props.onChange(parseYear(e.target.value));
      }}
      onBlur={() => {
        setDraft(null);
        props.onBlur();
      }}
    />
  );
}
