import type { MutationResolvers, QueryResolvers } from '../generated/resolvers';
import { benefitsMutation, benefitsQuery } from './packages-benefits';
import { servicesMutation, servicesQuery } from './packages-services';
import { userServicesMutation, userServicesQuery } from './packages-user-services';

// SPEC §2.9: service packages, benefit package items and the packages members hold (docs/packages.md).
export const packagesQuery: Partial<QueryResolvers> = {
  ...servicesQuery,
  ...benefitsQuery,
  ...userServicesQuery,
};

export const packagesMutation: Partial<MutationResolvers> = {
  ...servicesMutation,
  ...benefitsMutation,
  ...userServicesMutation,
};
