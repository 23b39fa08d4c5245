import {
  MODERATION_FROM,
  postDecisionSchema,
  transitionRefusedMessage,
  type PostStatusValue,
} from '../../../src/rules/posts';
import { deactivateReasonSchema } from '../../../src/rules/members';
import { eachRow } from '../../kit/bulk';
import { badInput } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';
import { requireAdmin } from '../guard';
import { parseInput } from '../zod-input';
import { deleteBanner, setBannerActive } from './editorial-banners';
import { deleteDrivingCenter, deleteGarage, updateDrivingCenterStatus } from './garages';
import { deactivateMember, reactivateMember } from './member-admin-status';
import { deleteBenefit, setBenefitActive } from './packages-benefits';
import { deleteService, setServiceActive } from './packages-services';
import { deleteParking } from './parking';
import { changePostStatus, dismissPostReports } from './posts';
import { changeCategoryStatus, changeReviewStatus, deleteCategory, deleteReview } from './reviews';
import { decideTransferRequest } from './transfers';

/*
 * Bulk actions on lists (issue 25 §2, docs/server-kit.md#bulk-actions). Each field hands every row to the
 * single action's own service function (`eachRow`): one transaction, one lock, one audit row per row, the
 * same checks and the same refusals, answered per row. Nothing here decides anything a single action does not.
 */

export const bulkActionsMutation: Pick<
  MutationResolvers,
  | 'adminBulkModeratePosts'
  | 'adminBulkUpdateUserTransferRequests'
  | 'adminBulkDeleteServiceListings'
  | 'adminBulkUpdateStatusCenterDriverLisense'
  | 'adminBulkUpdateStatusBanners'
  | 'adminBulkDeleteBanners'
  | 'adminBulkChangeStatusReviews'
  | 'adminBulkDeleteReviews'
  | 'adminBulkUpdateStatusPackages'
  | 'adminBulkDeletePackages'
  | 'adminBulkDeactivateUsers'
  | 'adminBulkReactivateUsers'
> = {
  adminBulkModeratePosts: (_root, args, ctx) => {
    const adminId = requireAdmin(ctx).id;
    if (args.action === 'DISMISS_REPORTS') {
      return eachRow(
        args.posts.map((p) => p.id),
        (id) => dismissPostReports(ctx, adminId, { id, expectedStatus: expected(args.posts, id) }),
      );
    }
    const to = args.action === 'APPROVE' ? 'ACTIVE' : 'REJECTED';
    // One reason and note for every post: refused once for the call, not once per row.
    const why =
      to === 'REJECTED' ? parseInput(postDecisionSchema, { reason: args.reason, note: args.note }) : null;
    return eachRow(
      args.posts.map((p) => p.id),
      async (id) => {
        const seen = expected(args.posts, id);
        // Approve and reject start from a post waiting for review; from anything else the same status
        // change would be another step (SUSPENDED → ACTIVE is a restore), which a bulk approve never is.
        if (!MODERATION_FROM.includes(seen)) throw badInput(transitionRefusedMessage(seen, to), 'status');
        return changePostStatus(ctx, ctx.mail, adminId, {
          id,
          status: to,
          expectedStatus: seen,
          reason: why?.reason ?? null,
          note: why?.note ?? null,
        });
      },
    );
  },
  adminBulkUpdateUserTransferRequests: (_root, args, ctx) => {
    const adminId = requireAdmin(ctx).id;
    return eachRow(args.ids, (id) =>
      decideTransferRequest(ctx.db, adminId, {
        id,
        approve: args.approve,
        moneyTransferReason: args.moneyTransferReason ?? null,
      }),
    );
  },
  adminBulkDeleteServiceListings: (_root, args, ctx) => {
    const adminId = requireAdmin(ctx).id;
    const remove =
      args.kind === 'GARAGE'
        ? deleteGarage
        : args.kind === 'DRIVING_CENTER'
          ? deleteDrivingCenter
          : deleteParking;
    return eachRow(args.ids, (id) => remove(ctx.db, id, adminId));
  },
  adminBulkUpdateStatusCenterDriverLisense: (_root, args, ctx) => {
    const adminId = requireAdmin(ctx).id;
    return eachRow(args.ids, (id) => updateDrivingCenterStatus(ctx.db, id, args.active, adminId));
  },
  adminBulkUpdateStatusBanners: (_root, args, ctx) => {
    const adminId = requireAdmin(ctx).id;
    return eachRow(args.ids, (id) => setBannerActive(ctx.db, id, args.active, adminId));
  },
  adminBulkDeleteBanners: (_root, args, ctx) => {
    const adminId = requireAdmin(ctx).id;
    return eachRow(args.ids, (id) => deleteBanner(ctx.db, id, adminId));
  },
  adminBulkChangeStatusReviews: (_root, args, ctx) => {
    const adminId = requireAdmin(ctx).id;
    const change = args.kind === 'REVIEW' ? changeReviewStatus : changeCategoryStatus;
    return eachRow(args.ids, (id) => change(ctx.db, { id, active: args.active }, adminId));
  },
  adminBulkDeleteReviews: (_root, args, ctx) => {
    const adminId = requireAdmin(ctx).id;
    const remove = args.kind === 'REVIEW' ? deleteReview : deleteCategory;
    return eachRow(args.ids, (id) => remove(ctx.db, id, adminId));
  },
  adminBulkUpdateStatusPackages: (_root, args, ctx) => {
    const adminId = requireAdmin(ctx).id;
    const set = args.kind === 'SERVICE' ? setServiceActive : setBenefitActive;
    return eachRow(args.ids, (id) => set(ctx.db, adminId, id, args.active));
  },
  adminBulkDeletePackages: (_root, args, ctx) => {
    const adminId = requireAdmin(ctx).id;
    const remove = args.kind === 'SERVICE' ? deleteService : deleteBenefit;
    return eachRow(args.ids, (id) => remove(ctx.db, adminId, id));
  },
  adminBulkDeactivateUsers: (_root, args, ctx) => {
    const adminId = requireAdmin(ctx).id;
    // One reason for every member: refused once for the call (under its field), not once per row.
    const { reason } = parseInput(deactivateReasonSchema, { reason: args.reason });
    return eachRow(args.ids, (id) => deactivateMember(ctx.db, ctx.mail, adminId, id, reason));
  },
  adminBulkReactivateUsers: (_root, args, ctx) => {
    const adminId = requireAdmin(ctx).id;
    return eachRow(args.ids, (id) => reactivateMember(ctx.db, ctx.mail, adminId, id));
  },
};

/** The status the admin saw for this post (the first entry naming it, as `eachRow` keeps the first). */
function expected(posts: readonly { id: string; expectedStatus: PostStatusValue }[], id: string) {
  const post = posts.find((p) => p.id === id);
  if (!post) throw badInput('Unknown post', 'posts');
  return post.expectedStatus;
}
