import type { SimulationType as DbSimulationType } from '../db/tables/enums';
import type { SimulationType } from '../../src/rules/learning-simulation-types';

/**
 * The table stores the chapters with a CHAPTER_ prefix and 'REAL_ACCIDENT' in the singular (as it was
 * created); the contract names the six chapters as SPEC §3 lists them. One map each way.
 */
export const SIMULATION_TYPE_TO_DB: Record<SimulationType, DbSimulationType> = {
  PRACTICE_EXAM: 'PRACTICE_EXAM',
  FREQUENTLY_WRONG: 'FREQUENTLY_WRONG',
  WRONG: 'WRONG',
  URBAN: 'CHAPTER_URBAN',
  SUBURBAN: 'CHAPTER_SUBURBAN',
  HIGHWAY: 'CHAPTER_HIGHWAY',
  MOUNTAIN: 'CHAPTER_MOUNTAIN',
  NATIONAL_ROAD: 'CHAPTER_NATIONAL_ROAD',
  REAL_ACCIDENTS: 'CHAPTER_REAL_ACCIDENT',
};

const FROM_DB = Object.fromEntries(
  Object.entries(SIMULATION_TYPE_TO_DB).map(([api, db]) => [db, api]),
) as Record<string, SimulationType | undefined>;

/** A stored type as the contract names it; the column is plain text, so an unknown value is a fault. */
export function simulationTypeFromDb(stored: string): SimulationType {
  const api = FROM_DB[stored];
  if (!api) throw new Error(`unknown simulation type in the database: ${stored}`);
  return api;
}
