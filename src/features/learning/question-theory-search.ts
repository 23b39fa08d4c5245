import { defineListSearch, field } from '@/components/data-table/list-search';
import { THEORY_TYPES } from '@/rules/learning-types';

// Apart from the screen: the route's validateSearch stays in the entry, the screen loads with the route.
/** The Question Theory URL query (SPEC §2.5): page, search and the Type filter. */
export const questionTheorySearch = defineListSearch({ type: field.oneOf(THEORY_TYPES) });
export type QuestionTheorySearch = ReturnType<typeof questionTheorySearch>;
