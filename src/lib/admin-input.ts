/**
 * Whether the admin is using the page, for the idle limit (SESSION_IDLE_MINUTES, docs/security.md): a call
 * counts as their activity when it is a change they asked for (a mutation), or when they touched the page
 * (a key, the pointer, the wheel, a touch, coming back to the tab) within the last ACTIVE_WINDOW_MS. Anything
 * else is the page's own upkeep (a menu count refetched because a colleague changed a post, a record's
 * viewers read every 20 s, the bell's reads), sent with BACKGROUND_HEADERS so that a tab left open keeps no
 * idle session alive however live it is. Said once here for every call of the admin area's client.
 */

/** Within the server's own bookkeeping step (it records activity at most once a minute). */
export const ACTIVE_WINDOW_MS = 60_000;

const INPUTS = ['keydown', 'pointerdown', 'wheel', 'touchstart', 'focus'] as const;

// Loading the page is the admin's doing: the calls it makes count.
let lastInput = Date.now();

/** Starts following the admin's input on the page (once, at start-up); answers how to stop. */
export function followAdminInput(target: Window = window): () => void {
  const seen = (event: Event) => {
    // Focus moving inside the page (the app focusing a new screen's heading) is not the admin coming back.
    if (event.type === 'focus' && event.target !== target) return;
    lastInput = Date.now();
  };
  const options = { capture: true, passive: true } as const;
  for (const type of INPUTS) target.addEventListener(type, seen, options);
  return () => {
    for (const type of INPUTS) target.removeEventListener(type, seen, options);
  };
}

/** The admin touched the page within ACTIVE_WINDOW_MS of `now`. */
export function adminIsActive(now: number = Date.now()): boolean {
  return now - lastInput < ACTIVE_WINDOW_MS;
}

/** A document's text starts with its kind (codegen writes `mutation Name(…)`): a mutation is an act. */
export function isMutation(document: { toString(): string }): boolean {
  return document.toString().trimStart().startsWith('mutation');
}
