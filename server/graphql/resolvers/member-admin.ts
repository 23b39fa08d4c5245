import type { MutationResolvers, QueryResolvers } from '../generated/resolvers';
import { requireAdmin } from '../guard';
import { deactivateMember, listUserEmails, reactivateMember } from './member-admin-status';
import { createMember, editMember } from './member-admin-write';

export const memberAdminQuery: Pick<QueryResolvers, 'adminGetUserEmails'> = {
  adminGetUserEmails: (_root, args, ctx) => listUserEmails(ctx.db, args),
};

export const memberAdminMutation: Pick<
  MutationResolvers,
  'adminCreateUser' | 'adminEditUser' | 'adminDeactivateUser' | 'adminReactivateUser'
> = {
  adminCreateUser: (_root, args, ctx) => createMember(ctx.db, requireAdmin(ctx).id, args.input),
  adminEditUser: (_root, args, ctx) =>
    editMember(ctx.db, requireAdmin(ctx).id, args.id, args.input, args.editVersion),
  adminDeactivateUser: (_root, args, ctx) =>
    deactivateMember(ctx.db, ctx.mail, requireAdmin(ctx).id, args.id, args.reason),
  adminReactivateUser: (_root, args, ctx) =>
    reactivateMember(ctx.db, ctx.mail, requireAdmin(ctx).id, args.id),
};
