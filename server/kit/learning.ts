import type { TheoryQuestionType } from '../db/tables/enums';
import type { TheoryType } from '../../src/rules/learning';

/**
 * The table stores theory types in the singular ('CRITICAL_POINT'), the contract names them as SPEC §3
 * lists the categories ('CRITICAL_POINTS'). One map each way, used by the resolver and the seed.
 */
export const THEORY_TYPE_TO_DB: Record<TheoryType, TheoryQuestionType> = {
  CRITICAL_POINTS: 'CRITICAL_POINT',
  RULE_CONCEPTS: 'RULE_CONCEPT',
  TRANSPORT_OPERATIONS: 'TRANSPORT_OPERATION',
  VEHICLE_STRUCTURE_AND_REPAIR: 'VEHICLE_STRUCTURE_AND_REPAIR',
  DRIVING_CULTURE_AND_ETHICS: 'DRIVING_CULTURE_AND_ETHICS',
  DRIVING_TECHNIQUE: 'DRIVING_TECHNIQUE',
  ROAD_LAYOUT: 'ROAD_LAYOUT',
  TRAFFIC_SIGNS: 'TRAFFIC_SIGN',
};

export const THEORY_TYPE_FROM_DB = Object.fromEntries(
  Object.entries(THEORY_TYPE_TO_DB).map(([api, db]) => [db, api]),
) as Record<TheoryQuestionType, TheoryType>;

/**
 * Chapters of the national theory bank (1 rules, 2 transport, 3 culture, 4 technique, 5 structure,
 * 6 signs, 7 road layout). Critical points are marked across chapters, so they have none of their own.
 */
export const CHAPTER_TYPES: Record<number, TheoryQuestionType> = {
  1: 'RULE_CONCEPT',
  2: 'TRANSPORT_OPERATION',
  3: 'DRIVING_CULTURE_AND_ETHICS',
  4: 'DRIVING_TECHNIQUE',
  5: 'VEHICLE_STRUCTURE_AND_REPAIR',
  6: 'TRAFFIC_SIGN',
  7: 'ROAD_LAYOUT',
};

/** The chapter numbers a question's types place it in (the table keeps them beside the types). */
export function chaptersOf(types: readonly TheoryQuestionType[]): number[] {
  return Object.entries(CHAPTER_TYPES)
    .filter(([, type]) => types.includes(type))
    .map(([chapter]) => Number(chapter));
}

/** A stored type as the contract names it; the column is plain text, so an unknown value is a fault. */
export function theoryTypeFromDb(stored: string): TheoryType {
  const api = (THEORY_TYPE_FROM_DB as Record<string, TheoryType | undefined>)[stored];
  if (!api) throw new Error(`unknown theory question type in the database: ${stored}`);
  return api;
}
