import { CircleX } from 'lucide-react';
import { Button } from '../ui/button';

export type ErrorBoundaryViewProps = { error?: unknown; reset?: () => void };

// Used as the router's defaultErrorComponent; the admin sees SPEC §2.1's sentence, never a stack trace.
export function ErrorBoundaryView({ reset }: ErrorBoundaryViewProps) {
  return (
    <div
      role="alert"
      className="flex min-h-[50vh] flex-col items-center justify-center gap-4 p-8 text-center"
    >
      <CircleX aria-hidden="true" className="size-12 text-destructive" />
      <h1 className="text-xl font-semibold">Something went wrong.</h1>
      {reset ? (
        <Button variant="outline" onClick={reset}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}
