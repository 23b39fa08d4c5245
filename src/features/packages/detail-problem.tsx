import { AlertTriangle, SearchX } from 'lucide-react';
import { isMissing } from '@/components/record/load-record';
import { Button } from '@/components/ui/button';
import { describeError } from '@/lib/error-mapper';

/**
 * The not-found and error states inside this area's modals (benefit edit, user package detail), which
 * load their row themselves: a route's record states would draw a page heading inside the dialog.
 */
export function DetailProblem(props: { error: unknown; what: string; onRetry: () => void }) {
  if (isMissing(props.error)) {
    return (
      <div className="flex flex-col items-center gap-2 py-10 text-center">
        <SearchX className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="text-lg font-semibold">{props.what} not found</p>
      </div>
    );
  }
  return (
    <div role="alert" className="flex flex-col items-center gap-2 py-10 text-center text-destructive">
      <AlertTriangle className="size-8" aria-hidden="true" />
      <p>{describeError(props.error).title}</p>
      <Button variant="outline" onClick={props.onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** Queries behind a modal: a missing row is not tried again. */
export const retryUnlessMissing = (count: number, error: unknown) => !isMissing(error) && count < 2;
