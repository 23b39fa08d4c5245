import { Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import {
  DAY_LABELS,
  END_TIME_PATTERN,
  intervalsOf,
  minutesOf,
  TIME_PATTERN,
  WEEK_DAYS,
  type WorkingTime,
} from '@/rules/parking-hours';

const EVERY_DAY = 'Every day';

/** A new interval after the day's last one (or the usual 06:00–22:00 on an empty day). */
function nextInterval(day: number, list: readonly WorkingTime[]): WorkingTime {
  const last = list[list.length - 1];
  if (!last) return { day, startTime: '06:00', endTime: '22:00' };
  return { day, startTime: last.endTime === '24:00' ? '00:00' : last.endTime, endTime: '' };
}

function IntervalInputs(props: {
  idPrefix: string;
  dayLabel: string;
  index: number;
  value: WorkingTime;
  onChange: (next: WorkingTime) => void;
  onRemove: () => void;
}) {
  const { value, dayLabel, index } = props;
  const badStart = value.startTime !== '' && !TIME_PATTERN.test(value.startTime);
  const badEnd = value.endTime !== '' && !END_TIME_PATTERN.test(value.endTime);
  const overnight =
    !badStart &&
    !badEnd &&
    value.endTime !== '' &&
    value.endTime !== '24:00' &&
    minutesOf(value.endTime) < minutesOf(value.startTime);
  const name = `${dayLabel} interval ${index + 1}`;
  return (
    <li className="flex flex-wrap items-center gap-2">
      <Input
        id={`${props.idPrefix}-start`}
        aria-label={`${name} opens`}
        aria-invalid={badStart || undefined}
        className="w-20 tabular-nums"
        inputMode="numeric"
        placeholder="HH:mm"
        maxLength={5}
        value={value.startTime}
        onChange={(e) => props.onChange({ ...value, startTime: e.target.value.trim() })}
      />
      <span aria-hidden="true">–</span>
      <Input
        id={`${props.idPrefix}-end`}
        aria-label={`${name} closes`}
        aria-invalid={badEnd || undefined}
        className="w-20 tabular-nums"
        inputMode="numeric"
        placeholder="HH:mm"
        maxLength={5}
        value={value.endTime}
        onChange={(e) => props.onChange({ ...value, endTime: e.target.value.trim() })}
      />
      {overnight ? <span className="text-xs text-muted-foreground">next day</span> : null}
      {badStart || badEnd ? (
        <span className="text-xs text-destructive">Use HH:mm, e.g. 06:30 (24:00 closes at midnight)</span>
      ) : null}
      <Button variant="ghost" size="icon" aria-label={`Remove ${name}`} onClick={props.onRemove}>
        <X aria-hidden="true" />
      </Button>
    </li>
  );
}

/**
 * Opening hours per weekday (SPEC §3 Parking.workingTimes, sameWeekOfOperation): several intervals a
 * day, an interval whose end is before its start runs past midnight, and 'Same every day' edits one set
 * of intervals that every day keeps. Overlaps are refused by the form's rule (the server's too), with the
 * message under this field.
 */
export function ParkingHoursEditor(props: {
  id: string;
  value: readonly WorkingTime[];
  same: boolean;
  onChange: (times: WorkingTime[], same: boolean) => void;
  'aria-describedby'?: string | undefined;
}) {
  const { value, same } = props;
  const rows: { key: string; label: string; day: number }[] = same
    ? [{ key: 'all', label: EVERY_DAY, day: 1 }]
    : WEEK_DAYS.map((d) => ({ key: String(d), label: DAY_LABELS[d] ?? String(d), day: d }));

  /** Replaces one day's intervals; under 'same every day' every day gets them. */
  const setDay = (day: number, list: WorkingTime[]) => {
    const days = same ? [0, 1, 2, 3, 4, 5, 6] : [day];
    const others = value.filter((t) => !days.includes(t.day));
    props.onChange([...others, ...days.flatMap((d) => list.map((t) => ({ ...t, day: d })))], same);
  };

  const toggleSame = (next: boolean) => {
    if (!next) return props.onChange([...value], false);
    // Every day takes Monday's hours (or the first day that has any).
    const source = WEEK_DAYS.map((d) => intervalsOf(value, d)).find((l) => l.length > 0) ?? [];
    props.onChange(
      [0, 1, 2, 3, 4, 5, 6].flatMap((d) => source.map((t) => ({ ...t, day: d }))),
      true,
    );
  };

  return (
    <div id={props.id} className="grid gap-3" role="group" aria-describedby={props['aria-describedby']}>
      <label className="inline-flex items-center gap-2 text-sm">
        <input type="checkbox" checked={same} onChange={(e) => toggleSame(e.target.checked)} />
        Same every day
      </label>
      <ul className="grid gap-3">
        {rows.map((row) => {
          const list = intervalsOf(value, row.day);
          return (
            <li key={row.key} className="grid gap-2 sm:grid-cols-[8rem_1fr]">
              <span className="pt-2 text-sm font-medium">{row.label}</span>
              <div className="grid gap-2">
                {list.length === 0 ? (
                  <span className="pt-2 text-sm text-muted-foreground">Closed</span>
                ) : null}
                <ul className="grid gap-2">
                  {list.map((t, i) => (
                    <IntervalInputs
                      key={`${row.key}-${String(i)}`}
                      idPrefix={`${props.id}-${row.key}-${String(i)}`}
                      dayLabel={row.label}
                      index={i}
                      value={t}
                      onChange={(next) =>
                        setDay(
                          row.day,
                          list.map((x, j) => (j === i ? next : x)),
                        )
                      }
                      onRemove={() =>
                        setDay(
                          row.day,
                          list.filter((_, j) => j !== i),
                        )
                      }
                    />
                  ))}
                </ul>
                <div>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setDay(row.day, [...list, nextInterval(row.day, list)])}
                  >
                    <Plus aria-hidden="true" /> Add interval
                    <span className="sr-only"> on {row.label}</span>
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
