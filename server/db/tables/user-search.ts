import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The members' keyword-search text, one narrow row per member (migration 0008), kept by triggers on
 * users. Counting the matches of a keyword must read every matching row to recheck the trigram match;
 * rows of ~70 bytes instead of whole members halve the pages that takes. Written only by the triggers.
 */
export const userSearch = pgTable(
  'user_search',
  {
    id: uuid().primaryKey(),
    /** lower(email || ' ' || first_name || ' ' || last_name), the expression `usersWhere` matches. */
    text: text().notNull(),
    phone: text(),
  },
  (t) => [
    index('user_search_text_trgm_idx').using('gin', sql`${t.text} gin_trgm_ops`),
    index('user_search_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
  ],
);
