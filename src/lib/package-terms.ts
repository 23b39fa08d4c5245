import { readFragment, type FragmentType } from '@/gql';
import {
  ServiceTermsFragmentDoc,
  UserServiceTermsFragmentDoc,
  type ServiceTermsFragment,
  type UserServiceTermsFragment,
} from '@/gql/graphql';

/** A screen's unmasked package with the catalogue terms its fragment spreads read in beside its own fields. */
export function withServiceTerms<T extends FragmentType<typeof ServiceTermsFragmentDoc>>(own: T) {
  return { ...own, ...readFragment(ServiceTermsFragmentDoc, own) };
}

/** A screen's unmasked held package with the terms its fragment spreads read in beside its own fields. */
export function withUserServiceTerms<T extends FragmentType<typeof UserServiceTermsFragmentDoc>>(own: T) {
  return { ...own, ...readFragment(UserServiceTermsFragmentDoc, own) };
}

/** The type `withServiceTerms` returns, for columns and helpers that take the unmasked package. */
export type WithServiceTerms<T> = T & ServiceTermsFragment;
/** The type `withUserServiceTerms` returns. */
export type WithUserServiceTerms<T> = T & UserServiceTermsFragment;
