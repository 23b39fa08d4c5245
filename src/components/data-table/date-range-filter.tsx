import { DateInput } from '@/components/ui/date-input';
import { todayInVietnam } from '@/rules/dates';

/**
 * From/To creation-date pickers (SPEC §2.6): neither accepts a day after today, and 'To' cannot be set
 * before 'From'. The pickers read YYYY/MM/DD; values are YYYY-MM-DD, as in the URL (SPEC §9).
 */
export function DateRangeFilter(props: {
  from: string | undefined;
  to: string | undefined;
  onChange: (patch: { createFrom?: string | undefined; createTo?: string | undefined }) => void;
}) {
  const today = todayInVietnam();
  return (
    <>
      <label className="flex flex-col gap-1 text-xs text-muted-foreground">
        From
        <DateInput
          aria-label="From date"
          className="w-40"
          value={props.from ?? ''}
          max={props.to && props.to < today ? props.to : today}
          onChange={(v) => props.onChange({ createFrom: v || undefined })}
        />
      </label>
      <label className="flex flex-col gap-1 text-xs text-muted-foreground">
        To
        <DateInput
          aria-label="To date"
          className="w-40"
          value={props.to ?? ''}
          min={props.from}
          max={today}
          onChange={(v) => props.onChange({ createTo: v || undefined })}
        />
      </label>
    </>
  );
}
