/** A determinate bar when the total is known, an indeterminate (pulsing) one while it is not. */
export function ProgressBar({ label, done, total }: { label: string; done: number; total: number }) {
  const known = total > 0;
  const percent = known ? Math.min(100, Math.round((done / total) * 100)) : 0;
  return (
    <div className="grid gap-1.5">
      <div className="flex justify-between text-xs text-muted-foreground">
        <span>{label}</span>
        {known ? (
          <span>
            {done.toLocaleString('en-US')} / {total.toLocaleString('en-US')}
          </span>
        ) : null}
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={known ? percent : undefined}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={
            known ? 'h-full bg-primary transition-[width]' : 'h-full w-1/3 animate-pulse bg-primary/60'
          }
          style={known ? { width: `${String(percent)}%` } : undefined}
        />
      </div>
    </div>
  );
}
