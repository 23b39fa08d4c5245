import { sql, type Placeholder } from 'drizzle-orm';

/**
 * How a query builder puts a value into its SQL: as it is (`inline`), or as a named placeholder whose value
 * is collected for the run (`placeholders`), so the same SQL serves every value.
 */
export interface Bind {
  <T>(name: string, value: T): T | Placeholder;
}

export const inline: Bind = (_name, value) => value;

/** A Bind that makes placeholders, with the values and, in order, the names it was given. */
export function placeholders(): { bind: Bind; values: Record<string, unknown>; names: string[] } {
  const values: Record<string, unknown> = {};
  const names: string[] = [];
  const bind: Bind = (name, value) => {
    if (!(name in values)) names.push(name);
    values[name] = value;
    return sql.placeholder(name);
  };
  return { bind, values, names };
}

/**
 * drizzle builds a select's SQL anew every time it runs it; for the members list (14 columns, two joins)
 * that was about a tenth of a request's CPU on PGlite (bench/report.md, "CPU per request"). A query whose
 * shape repeats is built once per database and shape, with placeholders for its values, and run with
 * them. The key must name everything that changes the SQL but a placeholder's value. At most `limit`
 * shapes are kept per database (a hostile caller can vary selections); past it the memo starts again.
 */
export function preparedByShape<Q>(limit = 256) {
  const byDb = new WeakMap<object, Map<string, Q>>();
  return (db: object, key: string, build: () => Q): Q => {
    let shapes = byDb.get(db);
    if (!shapes) {
      shapes = new Map();
      byDb.set(db, shapes);
    }
    let query = shapes.get(key);
    if (query === undefined) {
      query = build();
      if (shapes.size >= limit) shapes.clear();
      shapes.set(key, query);
    }
    return query;
  };
}
