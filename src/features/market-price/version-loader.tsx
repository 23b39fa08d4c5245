import { Link } from '@tanstack/react-router';
import { AlertTriangle, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { AdminGetVersionDetailQuery } from '@/gql/graphql';
import { useAdminGetVersionDetailQuery } from '@/gql/hooks';
import { ApiError } from '@/lib/api-error';
import { describeError } from '@/lib/error-mapper';
import { BackToMarketPrice } from './back-link';

export type VersionDetail = AdminGetVersionDetailQuery['adminGetVersionDetail'];
export const VERSION_NOT_FOUND = 'Car version not found';

// A malformed id can never name a version, so it reads as "not found" rather than as an error.
const isMissing = (e: unknown) =>
  e instanceof ApiError && (e.code === 'NOT_FOUND' || e.code === 'BAD_USER_INPUT');

/** Loads one version for the view and edit screens, with their loading, not-found and error states. */
export function VersionLoader(props: { id: string; children: (v: VersionDetail) => ReactNode }) {
  const query = useAdminGetVersionDetailQuery({ id: props.id }, { retry: (n, e) => !isMissing(e) && n < 2 });
  if (query.isPending) {
    return (
      <section aria-busy="true" aria-label="Loading car version">
        <BackToMarketPrice />
        <Skeleton className="mb-4 h-8 w-64" />
        <Skeleton className="h-64 max-w-3xl" />
      </section>
    );
  }
  if (query.error) {
    const missing = isMissing(query.error);
    return (
      <section>
        <BackToMarketPrice />
        <Card className="max-w-3xl">
          <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
            {missing ? (
              <>
                <SearchX className="size-8 text-muted-foreground" aria-hidden="true" />
                <h1 className="text-lg font-semibold">{VERSION_NOT_FOUND}</h1>
                <Link to="/market-price" className="text-primary hover:underline">
                  Go to the Market Price list
                </Link>
              </>
            ) : (
              <div role="alert" className="flex flex-col items-center gap-2 text-destructive">
                <AlertTriangle className="size-8" aria-hidden="true" />
                <p>{describeError(query.error).title}</p>
                <Button variant="outline" onClick={() => void query.refetch()}>
                  Try again
                </Button>
              </div>
            )}
          </CardContent>
        </Card>
      </section>
    );
  }
  return <>{props.children(query.data.adminGetVersionDetail)}</>;
}
