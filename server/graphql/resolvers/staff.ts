import {
  acceptInvite,
  changePassword,
  changeStaffRole,
  createRole,
  deactivateStaff,
  deleteRole,
  editRole,
  inviteStaff,
  listRoles,
  listStaff,
  reactivateStaff,
  requestPasswordReset,
  resetPassword,
  staffDetail,
} from '../../services/auth/staff';
import { liveSessions } from '../../services/auth/sessions';
import type { GraphQLContext } from '../context';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers';
import { requireAdmin } from '../guard';
import { toAuditLog } from './audit';
import { toAdminUser } from './auth';

/** Staff accounts and roles (docs/staff.md); the work is in server/services/auth/staff.ts. */

const linkDeps = (ctx: GraphQLContext) => ({
  db: ctx.db,
  throttles: ctx.staffThrottles,
  address: ctx.req.ip,
});

export const staffQuery: Pick<QueryResolvers, 'adminListRoles' | 'adminListStaff' | 'adminGetStaffDetail'> = {
  adminListRoles: (_root, _args, { db }) => listRoles(db),
  adminListStaff: async (_root, args, { db }) => {
    const page = await listStaff(db, args);
    return { ...page, items: page.items.map((a) => toAdminUser(a)) };
  },
  adminGetStaffDetail: async (_root, args, ctx) => {
    const { db } = ctx;
    const { staff, recentActions } = await staffDetail(db, args.id);
    const viewer = requireAdmin(ctx);
    return {
      staff: toAdminUser(staff),
      sessions: await liveSessions(
        db,
        staff.id,
        ctx.auth.policy,
        viewer.id === staff.id ? viewer.familyId : undefined,
      ),
      // Every row's actor is this staff member.
      recentActions: recentActions.map((log) => toAuditLog(log, staff)),
    };
  },
};

export const staffMutation: Pick<
  MutationResolvers,
  | 'adminCreateRole'
  | 'adminEditRole'
  | 'adminDeleteRole'
  | 'adminInviteStaff'
  | 'adminAcceptInvite'
  | 'adminChangeStaffRole'
  | 'adminDeactivateStaff'
  | 'adminReactivateStaff'
  | 'adminChangePassword'
  | 'adminRequestPasswordReset'
  | 'adminResetPassword'
> = {
  adminCreateRole: (_root, { input }, ctx) => createRole(ctx.db, requireAdmin(ctx), input),
  adminEditRole: (_root, { id, input, editVersion }, ctx) =>
    editRole(ctx.db, requireAdmin(ctx), id, input, editVersion),
  adminDeleteRole: (_root, { id }, ctx) => deleteRole(ctx.db, requireAdmin(ctx), id),
  adminInviteStaff: async (_root, { input }, ctx) => {
    const done = await inviteStaff(
      { db: ctx.db, mail: ctx.mail, publicUrl: ctx.publicUrl },
      requireAdmin(ctx),
      input,
    );
    return { staff: toAdminUser(done.admin), inviteUrl: done.inviteUrl, expiresAt: done.expiresAt };
  },
  adminAcceptInvite: (_root, { token, password }, ctx) => acceptInvite(linkDeps(ctx), token, password),
  adminChangeStaffRole: async (_root, { id, roleId }, ctx) =>
    toAdminUser(await changeStaffRole(ctx.db, requireAdmin(ctx), id, roleId)),
  adminDeactivateStaff: async (_root, { id, reason }, ctx) =>
    toAdminUser(await deactivateStaff(ctx.db, requireAdmin(ctx), id, reason)),
  adminReactivateStaff: async (_root, { id }, ctx) =>
    toAdminUser(await reactivateStaff(ctx.db, requireAdmin(ctx), id)),
  adminChangePassword: (_root, { currentPassword, newPassword }, ctx) =>
    changePassword(
      { db: ctx.db, throttles: ctx.staffThrottles },
      requireAdmin(ctx),
      currentPassword,
      newPassword,
    ),
  adminRequestPasswordReset: (_root, { email }, ctx) =>
    requestPasswordReset(
      {
        db: ctx.db,
        mail: ctx.mail,
        publicUrl: ctx.publicUrl,
        throttles: ctx.staffThrottles,
        address: ctx.req.ip,
      },
      email,
    ),
  adminResetPassword: (_root, { token, password }, ctx) => resetPassword(linkDeps(ctx), token, password),
};
