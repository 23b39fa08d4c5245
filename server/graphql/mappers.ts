import type { media, notifications, posts, userBalances, users } from '../db/schema';

/**
 * What the `User` resolvers receive from their parent field: the row plus what list queries
 * already joined, so a page of members costs one query, not one per row.
 */
export type UserModel = typeof users.$inferSelect & {
  balance?: typeof userBalances.$inferSelect | null;
  avatarRow?: typeof media.$inferSelect | null;
};

/** What the `Post` resolvers receive: the stored row; nested fields load through per-request loaders. */
export type PostModel = typeof posts.$inferSelect;

/** What the `Notification` resolvers receive: the stored row; sender, figures and target load on demand. */
export type NotificationModel = typeof notifications.$inferSelect;
