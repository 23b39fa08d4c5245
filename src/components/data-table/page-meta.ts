import { readFragment, type FragmentType } from '@/gql';
import { PageMetaFragmentDoc } from '@/gql/graphql';

export type PageMetaRef = FragmentType<typeof PageMetaFragmentDoc>;

/** The §3 envelope's paging figures, declared once as the PageMeta fragment. */
export const readPageMeta = (ref: PageMetaRef) => readFragment(PageMetaFragmentDoc, ref);
