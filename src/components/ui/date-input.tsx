import { format } from 'date-fns';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  DAY_TEXT_PLACEHOLDER,
  clampDay,
  dayToDate,
  formatDayText,
  parseDayText,
  isDayWithin,
  monthTouches,
  monthWeeks,
  readDayText,
  shiftDays,
  shiftMonths,
  weekEdge,
  withMonth,
  type DayBounds,
} from '../../lib/date-text';
import { cn } from '../../lib/cn';
import { isRealDay, todayInVietnam } from '../../rules/dates';
import { Button } from './button';
import { Input, type InputProps } from './input';
import { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from './popover';

export type DateInputProps = Omit<InputProps, 'type' | 'min' | 'max' | 'value' | 'onChange'> & {
  /** YYYY-MM-DD, the same form the URL query uses (SPEC §9); '' when empty. */
  value: string;
  onChange: (value: string) => void;
  min?: string | undefined;
  max?: string | undefined;
  /**
   * In a form: text that is not a good day still goes to onChange (the day it names when it names one,
   * else the text as typed), so the form's own rule refuses it and Save cannot go through with a value the
   * admin no longer sees. Without it (filters) such text never leaves the field.
   */
  reportInvalid?: boolean;
};

const MONTHS = Array.from({ length: 12 }, (_, i) => format(new Date(2000, i, 1), 'MMMM'));
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
// How far the year list reaches when a bound does not stop it: far enough back for a date of birth.
const YEARS_BACK = 120;
const YEARS_AHEAD = 30;

/**
 * A day typed as YYYY/MM/DD (or YYYY-MM-DD) or picked from a calendar (SPEC §9). Text that is not a day
 * within [min, max] is never handed to onChange: it is marked invalid and blur puts the last good day back.
 * `required` hides Clear. className styles the wrapper, which sizes the field.
 */
export function DateInput({
  value,
  onChange,
  min,
  max,
  reportInvalid = false,
  className,
  ref,
  ...props
}: DateInputProps) {
  const bounds: DayBounds = { min, max };
  const [text, setText] = useState(() => formatDayText(value));
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    // A value set from outside (Clear, the URL, a form reset) replaces the text; the echo of what was
    // typed does not, or a URL update arriving mid-typing would rewrite the field.
    if (readDayText(text, {}).day !== value) setText(formatDayText(value));
  }
  const read = readDayText(text, bounds);
  const badText = read.problem !== undefined || (read.day === '' && props.required === true);

  const inputRef = useRef<HTMLInputElement>(null);
  const setRefs = (node: HTMLInputElement | null) => {
    inputRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };
  const [open, setOpen] = useState(false);

  const commit = (day: string) => {
    setText(formatDayText(day));
    if (day !== value) onChange(day);
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverAnchor asChild>
        <div className={cn('relative w-full min-w-0', className)}>
          <Input
            {...props}
            ref={setRefs}
            type="text"
            autoComplete="off"
            placeholder={DAY_TEXT_PLACEHOLDER}
            value={text}
            data-min={min}
            data-max={max}
            title={read.problem ?? props.title}
            aria-invalid={badText || props['aria-invalid'] === true ? true : undefined}
            className="pr-9"
            onChange={(event) => {
              const next = event.target.value;
              setText(next);
              const result = readDayText(next, bounds);
              if (result.day !== undefined && (result.day !== '' || !props.required)) {
                if (result.day !== value) onChange(result.day);
              } else if (reportInvalid) {
                const reported = parseDayText(next) ?? next;
                if (reported !== value) onChange(reported);
              }
            }}
            onBlur={(event) => {
              // A good day is written in the picker's form; anything else gives way to the last good day,
              // unless the form is told about it (reportInvalid), which then shows its own error.
              if (!badText) setText(formatDayText(read.day ?? value));
              else if (!reportInvalid) setText(formatDayText(value));
              props.onBlur?.(event);
            }}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown' && !props.disabled) {
                event.preventDefault();
                setOpen(true);
              }
              props.onKeyDown?.(event);
            }}
          />
          <PopoverTrigger asChild>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label="Open calendar"
              disabled={props.disabled}
              className="absolute right-0.5 top-1/2 -translate-y-1/2 text-muted-foreground"
            >
              <CalendarDays aria-hidden="true" />
            </Button>
          </PopoverTrigger>
        </div>
      </PopoverAnchor>
      {open ? (
        <Calendar
          value={isRealDay(value) ? value : ''}
          bounds={bounds}
          clearable={!props.required}
          onPick={(day) => {
            commit(day);
            setOpen(false);
          }}
          returnFocus={() => inputRef.current?.focus()}
        />
      ) : null}
    </Popover>
  );
}

function Calendar(props: {
  value: string;
  bounds: DayBounds;
  clearable: boolean;
  onPick: (day: string) => void;
  returnFocus: () => void;
}) {
  const { bounds } = props;
  const today = todayInVietnam();
  // The day that holds keyboard focus; its month is the one shown.
  const [active, setActive] = useState(() => clampDay(props.value || today, bounds));
  const grid = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);
  const backToInput = useRef(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${active}"]`)?.focus();
  }, [active]);

  // Navigation never leaves the bounds, so the focused day can always be picked.
  const go = (day: string, focus: boolean) => {
    moveFocus.current = focus;
    setActive(clampDay(day, bounds));
  };
  const pick = (day: string) => {
    if (day && !isDayWithin(day, bounds)) return;
    backToInput.current = true;
    props.onPick(day);
  };

  const onGridKey = (event: KeyboardEvent) => {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => shiftDays(active, -1),
      ArrowRight: () => shiftDays(active, 1),
      ArrowUp: () => shiftDays(active, -7),
      ArrowDown: () => shiftDays(active, 7),
      Home: () => weekEdge(active, 'start'),
      End: () => weekEdge(active, 'end'),
      PageUp: () => shiftMonths(active, event.shiftKey ? -12 : -1),
      PageDown: () => shiftMonths(active, event.shiftKey ? 12 : 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    go(move(), true);
  };

  const year = Number(active.slice(0, 4));
  const month = Number(active.slice(5, 7));
  const firstYear = bounds.min
    ? Number(bounds.min.slice(0, 4))
    : Math.min(year, Number(today.slice(0, 4)) - YEARS_BACK);
  const lastYear = bounds.max
    ? Number(bounds.max.slice(0, 4))
    : Math.max(year, Number(today.slice(0, 4)) + YEARS_AHEAD);
  const years = Array.from({ length: lastYear - firstYear + 1 }, (_, i) => lastYear - i);
  const caption = format(dayToDate(active), 'MMMM yyyy');
  const selectClass = 'h-8 rounded-md border border-input bg-card px-1.5 text-sm';

  return (
    <PopoverContent
      align="start"
      className="w-auto"
      aria-label="Calendar"
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
      }}
      onEscapeKeyDown={() => {
        backToInput.current = true;
      }}
      onCloseAutoFocus={(event) => {
        // After Escape or a pick the admin goes on typing; a click elsewhere keeps its own focus.
        event.preventDefault();
        if (backToInput.current) props.returnFocus();
      }}
    >
      <div className="mb-2 flex items-center gap-1">
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Previous month"
          disabled={!monthTouches(shiftMonths(active, -1), bounds)}
          onClick={() => go(shiftMonths(active, -1), false)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <select
          aria-label="Month"
          className={cn(selectClass, 'flex-1')}
          value={month}
          onChange={(e) => go(withMonth(active, year, Number(e.target.value)), false)}
        >
          {MONTHS.map((name, i) => (
            <option key={name} value={i + 1} disabled={!monthTouches(withMonth(active, year, i + 1), bounds)}>
              {name}
            </option>
          ))}
        </select>
        <select
          aria-label="Year"
          className={selectClass}
          value={year}
          onChange={(e) => go(withMonth(active, Number(e.target.value), month), false)}
        >
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Next month"
          disabled={!monthTouches(shiftMonths(active, 1), bounds)}
          onClick={() => go(shiftMonths(active, 1), false)}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <table ref={grid} role="grid" aria-label={caption} className="border-collapse" onKeyDown={onGridKey}>
        <thead>
          <tr>
            {WEEKDAYS.map((name) => (
              <th
                key={name}
                scope="col"
                abbr={name}
                className="size-9 text-xs font-normal text-muted-foreground"
              >
                {name.slice(0, 2)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(active).map((week) => (
            <tr key={week[0]}>
              {week.map((day) => (
                <td key={day} role="gridcell" aria-selected={day === props.value} className="p-0 text-center">
                  <DayButton
                    day={day}
                    outside={day.slice(0, 7) !== active.slice(0, 7)}
                    today={day === today}
                    selected={day === props.value}
                    active={day === active}
                    disabled={!isDayWithin(day, bounds)}
                    onPick={() => pick(day)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-2 flex justify-between gap-2">
        <Button variant="ghost" size="sm" disabled={!isDayWithin(today, bounds)} onClick={() => pick(today)}>
          Today
        </Button>
        {props.clearable ? (
          <Button variant="ghost" size="sm" onClick={() => pick('')}>
            Clear
          </Button>
        ) : null}
      </div>
    </PopoverContent>
  );
}

function DayButton(props: {
  day: string;
  outside: boolean;
  today: boolean;
  selected: boolean;
  active: boolean;
  disabled: boolean;
  onPick: () => void;
}) {
  return (
    <button
      type="button"
      data-day={props.day}
      // One tab stop in the grid; the arrows move it.
      tabIndex={props.active ? 0 : -1}
      aria-label={format(dayToDate(props.day), 'EEEE, d MMMM yyyy')}
      aria-current={props.today ? 'date' : undefined}
      aria-disabled={props.disabled || undefined}
      onClick={props.onPick}
      className={cn(
        'size-9 rounded-md text-sm tabular-nums hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring',
        props.outside && 'text-muted-foreground',
        props.today && 'font-semibold underline decoration-primary decoration-2 underline-offset-4',
        props.selected && 'bg-primary text-primary-foreground hover:bg-primary/90',
        props.disabled && 'cursor-not-allowed opacity-30 hover:bg-transparent',
      )}
    >
      {Number(props.day.slice(8, 10))}
    </button>
  );
}
