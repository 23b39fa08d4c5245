import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { AlertTriangle, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { describeError } from '@/lib/error-mapper';
import { ListLink } from './back-link';
import { isMissing } from './load-record';

/** '{what} not found', as a page's heading or as a line inside a dialog. */
function NotFoundBody(props: { what: string; heading: boolean; children?: ReactNode }) {
  const Title = props.heading ? 'h1' : 'p';
  return (
    <div className="flex flex-col items-center gap-3 py-10 text-center">
      <SearchX className="size-8 text-muted-foreground" aria-hidden="true" />
      <Title className="text-lg font-semibold">{props.what} not found</Title>
      {props.children}
    </div>
  );
}

/** The mapped message (SPEC §8) and Try again, as a page's heading or as a line inside a dialog. */
function ErrorBody(props: { error: unknown; heading: boolean; onRetry: () => void }) {
  const Title = props.heading ? 'h1' : 'p';
  return (
    <div role="alert" className="flex flex-col items-center gap-2 py-10 text-center text-destructive">
      <AlertTriangle className="size-8" aria-hidden="true" />
      <Title className="font-medium">{describeError(props.error).title}</Title>
      <Button variant="outline" onClick={props.onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** A record that does not exist (or was deleted): '{what} not found' and the way back to its list. */
export function RecordNotFound(props: { what: string; list: string; listLabel: string }) {
  return (
    <Card className="max-w-3xl">
      <CardContent className="py-0">
        <NotFoundBody what={props.what} heading>
          <ListLink list={props.list} className="text-primary hover:underline">
            Go to the {props.listLabel} list
          </ListLink>
        </NotFoundBody>
      </CardContent>
    </Card>
  );
}

/** A record that could not be loaded: the mapped message (SPEC §8) and a retry that reloads the route. */
export function RecordError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <Card className="max-w-3xl">
      <CardContent className="py-0">
        <ErrorBody
          error={error}
          heading
          onRetry={() => {
            reset();
            void router.invalidate();
          }}
        />
      </CardContent>
    </Card>
  );
}

/**
 * The same two states inside a dialog that loads its record itself (a modal over a list): no page
 * heading, since the dialog has its own title.
 */
export function RecordProblem(props: { error: unknown; what: string; onRetry: () => void }) {
  return isMissing(props.error) ? (
    <NotFoundBody what={props.what} heading={false} />
  ) : (
    <ErrorBody error={props.error} heading={false} onRetry={props.onRetry} />
  );
}

/** Shown while a record route's loader runs. */
export function RecordPending() {
  return (
    <section aria-busy="true" aria-label="Loading">
      <Skeleton className="mb-4 h-8 w-64" />
      <Skeleton className="h-64 max-w-3xl" />
    </section>
  );
}
