import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, editVersion, pk, updatedAt } from './columns';
import type { AnswerType, SignType, SimulationType, TheoryQuestionType } from './enums';
import { media } from './media';

export const questionSimulations = pgTable(
  'question_simulations',
  {
    id: pk(),
    content: text().notNull(),
    no: integer().notNull(),
    explainAnswer: text(),
    /** Media id of the video clip. */
    videos: uuid().references(() => media.id, { onDelete: 'set null' }),
    images: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    explainImages: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    type: text()
      .$type<SimulationType>()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    editVersion: editVersion(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('question_simulations_no_uq').on(t.no),
    index('question_simulations_videos_idx').on(t.videos),
    index('question_simulations_type_idx').using('gin', t.type),
  ],
);

/** Time marks on the simulation video: answering inside [from, to] scores `point`. */
export const questionSimulationAnswers = pgTable(
  'question_simulation_answers',
  {
    id: pk(),
    no: integer().notNull(),
    parentNo: integer(),
    questionId: uuid()
      .notNull()
      .references(() => questionSimulations.id, { onDelete: 'cascade' }),
    minuteFrom: integer().notNull(),
    secondFrom: integer().notNull(),
    minuteTo: integer().notNull(),
    secondTo: integer().notNull(),
    point: integer().notNull(),
  },
  (t) => [index('question_simulation_answers_question_id_idx').on(t.questionId)],
);

export const questionSimulationGroups = pgTable(
  'question_simulation_groups',
  {
    id: pk(),
    name: text().notNull(),
    /** Ordered question ids. */
    questions: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    type: text().$type<SimulationType>().notNull(),
    editVersion: editVersion(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('question_simulation_groups_created_at_idx').on(t.createdAt)],
);

export const questionTheories = pgTable(
  'question_theories',
  {
    id: pk(),
    content: text().notNull(),
    /** Question number; the API addresses theory questions by it. */
    no: integer().notNull(),
    explainAnswer: text(),
    imageExplainAnswer: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    images: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    isActive: boolean().notNull().default(true),
    type: text()
      .$type<TheoryQuestionType>()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Chapters 1 to 6 the question belongs to. */
    chapters: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    answerType: text().$type<AnswerType>().notNull().default('SELECT_ONE'),
    editVersion: editVersion(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('question_theories_no_uq').on(t.no),
    index('question_theories_type_idx').using('gin', t.type),
  ],
);

export const questionTheoryAnswers = pgTable(
  'question_theory_answers',
  {
    id: pk(),
    no: integer().notNull(),
    parentNo: integer(),
    questionId: uuid()
      .notNull()
      .references(() => questionTheories.id, { onDelete: 'cascade' }),
    content: text().notNull(),
    correctAnswer: boolean().notNull().default(false),
  },
  (t) => [index('question_theory_answers_question_id_idx').on(t.questionId)],
);

export const trafficSigns = pgTable(
  'traffic_signs',
  {
    id: pk(),
    title: text().notNull(),
    slug: text().notNull(),
    symbol: text().notNull(),
    content: text(),
    type: text().$type<SignType>().notNull(),
    images: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    editVersion: editVersion(),
  },
  (t) => [
    uniqueIndex('traffic_signs_slug_uq').on(t.slug),
    index('traffic_signs_type_created_at_idx').on(t.type, t.createdAt),
    index('traffic_signs_created_at_idx').on(t.createdAt),
  ],
);
