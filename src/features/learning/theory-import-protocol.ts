import type { AdminBulkQuestionRowInput } from '@/gql/graphql';
import type { TheoryImportRefs } from './theory-import-rows';

/** The one sheet the theory import's worker reads. A type alias, as the kit's KindMap needs. */
export type TheoryImportKinds = {
  theory: { refs: TheoryImportRefs; write: AdminBulkQuestionRowInput };
};
