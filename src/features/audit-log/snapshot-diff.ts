/** One field of an audit entry's before and after, as text, and whether the write changed it. */
export interface FieldChange {
  field: string;
  before: string | undefined;
  after: string | undefined;
  changed: boolean;
}

function parse(text: string | null | undefined): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    return { value };
  } catch {
    // Not JSON (never written so, but the page must not break on it): shown as it is.
    return { value: text };
  }
}

const show = (v: unknown) => (v === undefined ? undefined : typeof v === 'string' ? v : JSON.stringify(v));

/**
 * The fields of both snapshots, in the order they first appear, each with its value before and after; a
 * create has no before and a delete no after, so every field of those counts as changed.
 */
export function diffSnapshots(
  before: string | null | undefined,
  after: string | null | undefined,
): FieldChange[] {
  const b = parse(before);
  const a = parse(after);
  const fields = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])];
  return fields.map((field) => {
    const was = show(b?.[field]);
    const is = show(a?.[field]);
    return { field, before: was, after: is, changed: was !== is };
  });
}
