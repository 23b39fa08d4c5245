import { adminGetReviewVideoDetailQueryOptions } from '@/gql/hooks';
import { isUuid } from '@/rules/ids';

/** The routes' parameter is a slug or an id (SPEC §2.2 gives both readings); the server answers either. */
export const reviewVideoDetailOptions = (param: string) =>
  adminGetReviewVideoDetailQueryOptions(isUuid(param) ? { id: param } : { slug: param });
