import type { MutationResolvers, QueryResolvers } from '../generated/resolvers';

// Filled in as the area's screens go live; fields not listed here answer NOT_IMPLEMENTED.
export const settingsQuery: Partial<QueryResolvers> = {};
export const settingsMutation: Partial<MutationResolvers> = {};
