/**
 * A request the page makes on its own, not the admin (a record page's presence heartbeat, the live stream's
 * opening: docs/live.md), carries this header set to '1'. The server judges it as any other (an idle or ended
 * session is refused) but does not count it as the admin's activity, so a tab left open and alone still
 * reaches SESSION_IDLE_MINUTES (docs/security.md). Said here once for both sides.
 */
export const BACKGROUND_HEADER = 'x-kar-background';
export const BACKGROUND_HEADERS = { [BACKGROUND_HEADER]: '1' } as const;

/** A request's headers as the server reads them: true for the page's own upkeep. */
export function isUpkeepRequest(headers: Readonly<Record<string, string | string[] | undefined>>): boolean {
  return headers[BACKGROUND_HEADER] === '1';
}
