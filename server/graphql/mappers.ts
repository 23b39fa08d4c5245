import type {
  brands,
  carBuyingNeeds,
  districts,
  media,
  models,
  notifications,
  parkings,
  posts,
  provinces,
  transferRequests,
  userBalances,
  users,
  wards,
} from '../db/schema';

/**
 * What the `User` resolvers receive from their parent field: the row plus what list queries
 * already joined, so a page of members costs one query, not one per row.
 */
export type UserModel = typeof users.$inferSelect & {
  balance?: typeof userBalances.$inferSelect | null;
  avatarRow?: typeof media.$inferSelect | null;
};

/**
 * What the `TransferRequest` resolvers receive: the stored row with its requester (and balance) joined;
 * `approvals` and `approvalsNeeded` load per request, batched (server/graphql/resolvers/transfer-approvals.ts).
 */
export type TransferRequestModel = typeof transferRequests.$inferSelect & { users: UserModel | null };

/** What the `Post` resolvers receive: the stored row; nested fields load through per-request loaders. */
export type PostModel = typeof posts.$inferSelect;

/**
 * What the `CarBuyingNeed` resolvers receive: the stored row with its owner, brand, model and province
 * joined by the list query; `sellers` loads only when asked (the detail), never once per list row.
 */
export type CarBuyingNeedModel = typeof carBuyingNeeds.$inferSelect & {
  user: UserModel | null;
  brandDetail: (typeof brands.$inferSelect & { mediaDetail: null }) | null;
  modelDetail: (typeof models.$inferSelect & { brandMeta: null; totalPost: null }) | null;
  provinceDetail: typeof provinces.$inferSelect | null;
};

/**
 * What the `Parking` resolvers receive: the stored row (status as stored) with its owner and address
 * units joined by the list query; photos, hours and prices load per request, batched, only when asked.
 */
export type ParkingModel = typeof parkings.$inferSelect & {
  user: UserModel | null;
  provinceDetail: typeof provinces.$inferSelect | null;
  districtDetail: typeof districts.$inferSelect | null;
  wardDetail: typeof wards.$inferSelect | null;
};
/** What the `Notification` resolvers receive: the stored row; sender, figures and target load on demand. */
export type NotificationModel = typeof notifications.$inferSelect;

/** What the `AdminRole` resolvers receive: the stored role's fields (builtIn is judged by its code). */
export interface AdminRoleModel {
  id: string;
  code: string;
  name: string;
  permissions: readonly string[];
  /** Present when the caller read the whole row; otherwise loaded by id when asked. */
  twoFactorRequired?: boolean;
  dailyApprovalLimit?: number | null;
}

/**
 * What the `AdminUser` resolvers receive: the admin's own fields, with their role when the caller already
 * has it (the session); otherwise `role`, `authority` and `permissions` load it by `roleId`.
 */
export interface AdminUserModel {
  id: string;
  firstName: string;
  lastName: string;
  fullName: string | null;
  email: string;
  isActive: boolean;
  roleId: string;
  role: AdminRoleModel | null;
  /** The staff fields (docs/staff.md), present when the caller read the admin's whole row. */
  pendingInvite?: boolean;
  deactivateReason?: string | null;
  lastLoginAt?: Date | null;
  createdAt?: Date | null;
}
