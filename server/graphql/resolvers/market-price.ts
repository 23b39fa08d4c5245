import type { MutationResolvers, QueryResolvers } from '../generated/resolvers';

// Filled in as the area's screens go live; fields not listed here answer NOT_IMPLEMENTED.
export const marketPriceQuery: Partial<QueryResolvers> = {};
export const marketPriceMutation: Partial<MutationResolvers> = {};
