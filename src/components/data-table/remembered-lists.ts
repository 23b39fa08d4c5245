/**
 * Where each list was last seen (its path and query), so that back links and the return after a save
 * land on the list as the admin left it: same page, same search, same filters (issue: "returning
 * from a record"). Kept for the tab's life in sessionStorage, so a reload keeps it too.
 */
const KEY = 'kar.lists';

function read(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Records the list's current query string (with its leading '?', or '' for none). */
export function rememberList(path: string, searchStr: string) {
  const all = read();
  if (all[path] === searchStr) return;
  all[path] = searchStr;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // Storage full or refused: the list is then reached at page 1, as before.
  }
}

/** The list's address as last seen, or the bare path. */
export function listHref(path: string): string {
  return path + (read()[path] ?? '');
}
