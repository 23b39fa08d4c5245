import { AlertTriangle, SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';
import { describeError } from '@/lib/error-mapper';

// A malformed id can never name a row, so it reads as "not found" rather than as an error.
export const isMissing = (e: unknown) =>
  e instanceof ApiError && (e.code === 'NOT_FOUND' || e.code === 'BAD_USER_INPUT');

/** What a detail or edit screen shows when its row is missing (or deleted) or could not be loaded. */
export function DetailProblem(props: { error: unknown; what: string; onRetry: () => void }) {
  if (!props.error || isMissing(props.error)) {
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
