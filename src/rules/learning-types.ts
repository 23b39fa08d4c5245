// The learning enumerations and their words, without zod: list routes parse their URL with these in
// the app's first script (docs/bundle.md), so this file must stay free of the rules' parser.

/** SPEC §3 theory question types: the eight categories, as the API names them. */
export const THEORY_TYPES = [
  'CRITICAL_POINTS',
  'RULE_CONCEPTS',
  'TRANSPORT_OPERATIONS',
  'VEHICLE_STRUCTURE_AND_REPAIR',
  'DRIVING_CULTURE_AND_ETHICS',
  'DRIVING_TECHNIQUE',
  'ROAD_LAYOUT',
  'TRAFFIC_SIGNS',
] as const;
export type TheoryType = (typeof THEORY_TYPES)[number];

/** SPEC §3 sign types: the seven kinds. */
export const SIGN_TYPES = [
  'PROHIBITION',
  'DANGER',
  'MANDATORY',
  'INFORMATIONAL',
  'SUPPLEMENTARY',
  'ROAD_MARKING',
  'HIGHWAY',
] as const;
export type SignType = (typeof SIGN_TYPES)[number];

/** SPEC §3 answer types. */
export const ANSWER_TYPES = ['SELECT_ONE', 'SELECT_MULTIPLE'] as const;
export type AnswerType = (typeof ANSWER_TYPES)[number];

/** The words the screens show for each type (SPEC §3 names them in prose). */
export const THEORY_TYPE_LABELS: Record<TheoryType, string> = {
  CRITICAL_POINTS: 'Critical points',
  RULE_CONCEPTS: 'Rule concepts',
  TRANSPORT_OPERATIONS: 'Transport operations',
  VEHICLE_STRUCTURE_AND_REPAIR: 'Vehicle structure and repair',
  DRIVING_CULTURE_AND_ETHICS: 'Driving culture and ethics',
  DRIVING_TECHNIQUE: 'Driving technique',
  ROAD_LAYOUT: 'Road layout',
  TRAFFIC_SIGNS: 'Traffic signs',
};

export const SIGN_TYPE_LABELS: Record<SignType, string> = {
  PROHIBITION: 'Prohibition',
  DANGER: 'Danger',
  MANDATORY: 'Mandatory',
  INFORMATIONAL: 'Informational',
  SUPPLEMENTARY: 'Supplementary',
  ROAD_MARKING: 'Road marking',
  HIGHWAY: 'Highway',
};

export const ANSWER_TYPE_LABELS: Record<AnswerType, string> = {
  SELECT_ONE: 'Select one',
  SELECT_MULTIPLE: 'Select multiple',
};
