import { createClient } from 'graphql-sse';
import { AdminLiveDocument, type AdminLiveSubscription } from '@/gql/graphql';
import { CSRF_HEADERS, documentIdOf, graphqlEndpoint } from '@/lib/graphql-fetch';
import { BACKGROUND_HEADERS } from '@/rules/background';
import { resyncEvent, setLiveStatus, tellLive } from './live-events';

/**
 * The tab's one live stream (issue 28 §2, docs/live.md): the `adminLive` subscription over server-sent
 * events, through graphql-sse's client (distinct connections mode, which graphql-yoga serves as is). What it
 * tells goes to every listener of this tab; screens listen through the hooks of use-live.ts.
 *
 * - Sent as the other calls are: the document's id from the trusted documents' manifest, never its text,
 *   with the CSRF header and the session's cookies.
 * - The server ends a stream after at most 5 minutes, and at once when the session or the admin's role
 *   changes; it is then opened again. A 401 (the access token expired) is not refreshed here: refreshing is
 *   the admin's activity, and the stream is only the page's. It is tried again until the admin's own next
 *   call has refreshed the session.
 * - While no stream is open (the network, a restart of the server), the listeners are told `paused`; when one
 *   opens again they get a RESYNC, because what changed meanwhile was never told: they read again.
 */

let stop: (() => void) | null = null;

/** graphql-sse sends `{ query }`: the query it is given is the document's id, sent as `documentId`. */
function fetchWithDocumentId(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
  const { query, ...rest } = body;
  return fetch(input, { ...init, body: JSON.stringify({ ...rest, documentId: query }) });
}

/** Between 1 s and 10 s, a little random so that tabs do not come back all at once after a restart. */
const pause = (retries: number) =>
  new Promise<void>((resolve) =>
    setTimeout(resolve, Math.min(10_000, 1_000 * 2 ** retries) * (0.75 + Math.random() / 2)),
  );

/** Opens the tab's stream (the admin layout does, once signed in); answers how to close it. */
export function startLive(): () => void {
  if (stop) return stop;
  const client = createClient({
    url: graphqlEndpoint(),
    // The stream is the page's own upkeep: opening it again keeps no idle session alive.
    headers: { ...CSRF_HEADERS, ...BACKGROUND_HEADERS },
    credentials: 'same-origin',
    fetchFn: fetchWithDocumentId,
    // A stream that cannot open is tried again without end, with a pause that grows to 10 s.
    retryAttempts: Number.POSITIVE_INFINITY,
    retry: pause,
    on: {
      connecting: (reconnecting) => setLiveStatus(reconnecting ? 'paused' : 'connecting'),
      connected: (reconnected) => {
        setLiveStatus('open');
        if (reconnected) tellLive(resyncEvent());
      },
    },
  });
  let closed = false;
  let unsubscribe: () => void = () => undefined;
  let retries = 0;
  const open = () => {
    const opened = Date.now();
    let refused = false;
    const reopen = (later: boolean) => {
      if (closed) return;
      const again = () => {
        if (closed) return;
        open();
        // Whatever changed between the two streams was never told: read again.
        tellLive(resyncEvent());
      };
      if (!later) return again();
      setLiveStatus('paused');
      void pause(++retries).then(again);
    };
    unsubscribe = client.subscribe<AdminLiveSubscription>(
      { query: documentIdOf(AdminLiveDocument) },
      {
        next: (result) => {
          // Refused (signed out, a role without the admin area): the stream completes next, and is tried
          // again later; the app's own calls take care of the session.
          if (result.errors?.length) refused = true;
          else if (result.data) {
            retries = 0;
            tellLive(result.data.adminLive);
          }
        },
        // The server ended the stream (its 5 minutes, a changed role): opened again at once, unless it was
        // refused or ended at once, which would only repeat.
        complete: () => reopen(refused || Date.now() - opened < 2_000),
        error: () => reopen(true),
      },
    );
  };
  open();
  stop = () => {
    closed = true;
    unsubscribe();
    client.dispose();
    stop = null;
    setLiveStatus('connecting');
  };
  return stop;
}
