import { defineListSearch, field } from '@/components/data-table/list-search';
import { SIMULATION_TYPES } from '@/rules/learning-simulation-types';

// Apart from the screen: the route's validateSearch stays in the entry, the screen loads with the route.
/** The Question Simulation URL query (SPEC §2.5): page, search and the Type filter. */
export const questionSimulationSearch = defineListSearch({ type: field.oneOf(SIMULATION_TYPES) });
export type QuestionSimulationSearch = ReturnType<typeof questionSimulationSearch>;

/** The Question Simulation Group URL query: page and search. */
export const questionSimulationGroupSearch = defineListSearch({});
export type QuestionSimulationGroupSearch = ReturnType<typeof questionSimulationGroupSearch>;
