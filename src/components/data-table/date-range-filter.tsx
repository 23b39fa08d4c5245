import { useId, useState } from 'react';
import { DateInput } from '@/components/ui/date-input';
import { readDayText } from '@/lib/date-text';
import { isRealDay, todayInVietnam } from '@/rules/dates';

export interface DayRange {
  createFrom?: string | undefined;
  createTo?: string | undefined;
}

type Draft = { from: string; to: string };

const asRange = (d: Draft): DayRange => ({ createFrom: d.from || undefined, createTo: d.to || undefined });
const isDayOrEmpty = (v: string) => v === '' || isRealDay(v);

/**
 * From/To creation-date pickers (SPEC §2.6): neither accepts a day after today, and 'To' cannot be set
 * before 'From'. The pickers read YYYY/MM/DD; values are YYYY-MM-DD, as in the URL (SPEC §9).
 *
 * A range that breaks the list's rule (SPEC §5) is never sent: the boxes keep what was typed, and the
 * rule's message shows as text under the range, both boxes marked invalid and described by it, so the
 * refusal is neither silent nor told by colour alone. Without a `rule`, the pickers' own bounds decide.
 * `error` is the list's message for a range the URL broke, shown the same way.
 */
export function DateRangeFilter(props: {
  from: string | undefined;
  to: string | undefined;
  onChange: (patch: DayRange) => void;
  /** The list's rule for the range (its zod schema, shared with the server): the message, or none. */
  rule?: (range: DayRange) => string | undefined;
  error?: string | undefined;
}) {
  const messageId = useId();
  const today = todayInVietnam();
  const url: Draft = { from: props.from ?? '', to: props.to ?? '' };
  const [draft, setDraft] = useState(url);
  const [seen, setSeen] = useState(url);
  // Half-typed text is only told about once the admin leaves the box.
  const [left, setLeft] = useState({ from: false, to: false });
  if (seen.from !== url.from || seen.to !== url.to) {
    // The URL moved (Clear, Back, a sent range): the boxes follow it.
    setSeen(url);
    setDraft(url);
  }
  const bounds = {
    from: { max: props.to && props.to < today ? props.to : today },
    to: { min: props.from, max: today },
  };

  const problemOf = (d: Draft): string | undefined => {
    for (const side of ['from', 'to'] as const) {
      if (!isDayOrEmpty(d[side])) return readDayText(d[side], {}).problem;
    }
    if (props.rule) return props.rule(asRange(d));
    return readDayText(d.from, bounds.from).problem ?? readDayText(d.to, bounds.to).problem;
  };

  const change = (side: keyof Draft, value: string) => {
    const next = { ...draft, [side]: value };
    setDraft(next);
    setLeft((l) => ({ ...l, [side]: false }));
    if (problemOf(next) === undefined && (next.from !== url.from || next.to !== url.to)) {
      props.onChange(asRange(next));
    }
  };

  const typing = (['from', 'to'] as const).some((s) => !isDayOrEmpty(draft[s]) && !left[s]);
  const typed = draft.from !== url.from || draft.to !== url.to;
  // The URL's own range is the list's to judge (its rule, or the `error` it worked out).
  const message = typing
    ? undefined
    : ((typed || props.rule ? problemOf(draft) : undefined) ?? (typed ? undefined : props.error));
  const wiring = message ? { 'aria-invalid': true, 'aria-describedby': messageId } : {};

  return (
    <>
      <label className="flex flex-col gap-1 text-xs text-muted-foreground">
        From
        <DateInput
          aria-label="From date"
          className="w-40"
          reportInvalid
          value={draft.from}
          max={bounds.from.max}
          onChange={(v) => change('from', v)}
          onBlur={() => setLeft((l) => ({ ...l, from: true }))}
          {...wiring}
        />
      </label>
      <label className="flex flex-col gap-1 text-xs text-muted-foreground">
        To
        <DateInput
          aria-label="To date"
          className="w-40"
          reportInvalid
          value={draft.to}
          min={bounds.to.min}
          max={bounds.to.max}
          onChange={(v) => change('to', v)}
          onBlur={() => setLeft((l) => ({ ...l, to: true }))}
          {...wiring}
        />
      </label>
      {message ? (
        <p id={messageId} role="alert" className="order-last w-full text-sm text-destructive">
          {message}
        </p>
      ) : null}
    </>
  );
}
