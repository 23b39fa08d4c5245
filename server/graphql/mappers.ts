import type { media, userBalances, users } from '../db/schema';

/**
 * What the `User` resolvers receive from their parent field: the row plus what list queries
 * already joined, so a page of members costs one query, not one per row.
 */
export type UserModel = typeof users.$inferSelect & {
  balance?: typeof userBalances.$inferSelect | null;
  avatarRow?: typeof media.$inferSelect | null;
};
