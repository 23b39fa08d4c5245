import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

export const CARD_ERROR_TEXT = 'Could not load this figure.';

export interface QueryState {
  isPending: boolean;
  error: Error | null;
  refetch(): unknown;
}

/** A card that owns its loading and error states, so one failed figure never blanks the page. */
export function QueryCard(props: {
  title: ReactNode;
  query: QueryState;
  children: ReactNode;
  skeleton?: ReactNode;
  actions?: ReactNode;
  className?: string;
  testId?: string;
}) {
  const { query } = props;
  return (
    <Card
      className={cn('flex flex-col', props.className)}
      data-testid={props.testId}
      aria-busy={query.isPending}
    >
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="text-sm font-medium text-muted-foreground">{props.title}</CardTitle>
        {props.actions}
      </CardHeader>
      <CardContent className="flex-1">
        {query.error ? (
          <div role="alert" className="flex flex-col items-start gap-2 text-sm">
            <p className="text-destructive">{CARD_ERROR_TEXT}</p>
            <p className="text-muted-foreground">{query.error.message}</p>
            <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
              Retry
            </Button>
          </div>
        ) : query.isPending ? (
          (props.skeleton ?? <Skeleton className="h-8 w-32" />)
        ) : (
          props.children
        )}
      </CardContent>
    </Card>
  );
}
