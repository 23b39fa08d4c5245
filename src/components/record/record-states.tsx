import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { AlertTriangle, SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { describeError } from '@/lib/error-mapper';
import { ListLink } from './back-link';

/** A record that does not exist (or was deleted): '{what} not found' and the way back to its list. */
export function RecordNotFound(props: { what: string; list: string; listLabel: string }) {
  return (
    <Card className="max-w-3xl">
      <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
        <SearchX className="size-8 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-lg font-semibold">{props.what} not found</h1>
        <ListLink list={props.list} className="text-primary hover:underline">
          Go to the {props.listLabel} list
        </ListLink>
      </CardContent>
    </Card>
  );
}

/** A record that could not be loaded: the mapped message (SPEC §8) and a retry that reloads the route. */
export function RecordError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <Card className="max-w-3xl">
      <CardContent className="py-10">
        <div role="alert" className="flex flex-col items-center gap-2 text-center text-destructive">
          <AlertTriangle className="size-8" aria-hidden="true" />
          <h1 className="font-medium">{describeError(error).title}</h1>
          <Button
            variant="outline"
            onClick={() => {
              reset();
              void router.invalidate();
            }}
          >
            Try again
          </Button>
        </div>
      </CardContent>
    </Card>
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
