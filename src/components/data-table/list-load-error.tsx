import { AlertTriangle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ApiError, isBadInput } from '@/lib/api-error';

/**
 * What a list shows when its page could not be loaded. A search or filter the server refused shows the
 * server's own words (SPEC §8: 'Search is limited to 100 characters') and no Try again, which would only be
 * refused again; anything else says the list could not be loaded and offers to try again.
 */
export function ListLoadError(props: { error: unknown; onRetry: () => void }) {
  const refusal =
    isBadInput(props.error) && props.error instanceof ApiError
      ? props.error.errors[0]?.message.trim()
      : undefined;
  return (
    <div role="alert" className="flex flex-col items-center gap-2 text-destructive">
      <AlertTriangle className="size-6" aria-hidden="true" />
      <span>{refusal || 'The list could not be loaded.'}</span>
      {refusal ? null : (
        <Button variant="outline" size="sm" onClick={props.onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}

/** The message of a refused search, for the search box (the server names the field `keyword`). */
export function searchRefusal(error: unknown): string | undefined {
  if (!isBadInput(error) || !(error instanceof ApiError)) return undefined;
  const first = error.errors[0];
  return first?.extensions?.field === 'keyword' ? first.message : undefined;
}
