import { and, arrayContains, arrayOverlaps, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  media,
  questionSimulationAnswers,
  questionSimulationGroups,
  questionSimulations,
} from '../../db/schema';
import { claimEdit } from '../../kit/edit-version';
import { rowSnapshot, writeAudit } from '../../kit/audit';
import { SIMULATION_TYPE_TO_DB, simulationTypeFromDb } from '../../kit/learning-simulation';
import { pagedList } from '../../kit/page';
import { listSort } from '../../kit/sort';
import type { Tx } from '../../kit/tx';
import { IMAGE_UNKNOWN_MESSAGE } from '../../../src/rules/learning';
import {
  GROUP_QUESTION_UNKNOWN_MESSAGE,
  questionInUseMessage,
  simulationGroupIdSchema,
  simulationGroupListSchema,
  simulationGroupSchema,
  simulationIdSchema,
  simulationListSchema,
  simulationNoTakenMessage,
  simulationQuestionSchema,
  timelineIssues,
  VIDEO_UNKNOWN_MESSAGE,
} from '../../../src/rules/learning-simulation';
import { badInput, notFound } from '../errors';
import { GraphQLError } from 'graphql';
import { requireAdmin } from '../guard';
import type {
  MutationResolvers,
  QueryAdminListQuestionSimulationArgs,
  QueryAdminListQuestionSimulationGroupArgs,
  QueryResolvers,
} from '../generated/resolvers';
import { parseInput } from '../zod-input';
import { checkMedia, foldedContains, textOrNumber } from './learning-shared';

type QuestionRow = typeof questionSimulations.$inferSelect;
type AnswerRow = typeof questionSimulationAnswers.$inferSelect;
type GroupRow = typeof questionSimulationGroups.$inferSelect;
type MediaRow = typeof media.$inferSelect;

const questionNotFound = () => notFound('Simulation question');
const groupNotFound = () => notFound('Simulation group');

async function mediaLookup(db: Db | Tx, ids: readonly (string | null)[]) {
  const unique = [...new Set(ids.filter((id): id is string => !!id))];
  const found = unique.length ? await db.select().from(media).where(inArray(media.id, unique)) : [];
  const byId = new Map(found.map((m) => [m.id, m]));
  return (id: string | null) => {
    const m = id ? byId.get(id) : undefined;
    return m && !m.isDeleted ? m : null;
  };
}

// --- simulation questions -----------------------------------------------------------------------

async function toQuestions(db: Db | Tx, rows: readonly QuestionRow[]) {
  const ids = rows.map((r) => r.id);
  const answers = ids.length
    ? await db
        .select()
        .from(questionSimulationAnswers)
        .where(inArray(questionSimulationAnswers.questionId, ids))
        .orderBy(asc(questionSimulationAnswers.no))
    : [];
  const byQuestion = new Map<string, AnswerRow[]>();
  for (const a of answers) byQuestion.set(a.questionId, [...(byQuestion.get(a.questionId) ?? []), a]);
  const lookup = await mediaLookup(
    db,
    rows.flatMap((r) => [r.videos, ...r.images]),
  );
  return rows.map((r) => ({
    ...r,
    type: r.type.map(simulationTypeFromDb),
    answers: byQuestion.get(r.id) ?? [],
    pointLastOfUser: null,
    mediaDetail: lookup(r.videos),
    imageDetail: r.images.map(lookup).filter((m): m is MediaRow => !!m),
  }));
}

/** What this list sorts by (its `sort` argument; server/kit/sort.ts). */
export const simulationSort = listSort(
  {
    createdAt: questionSimulations.createdAt,
    no: questionSimulations.no,
  },
  questionSimulations.id,
);

export function listSimulations(db: Db, args: QueryAdminListQuestionSimulationArgs) {
  const { keyword, type } = parseInput(simulationListSchema, { keyword: args.keyword, type: args.type });
  const where = and(
    textOrNumber(questionSimulations.content, questionSimulations.no, keyword),
    type ? arrayContains(questionSimulations.type, [SIMULATION_TYPE_TO_DB[type]]) : undefined,
  );
  return pagedList(
    args,
    db
      .select()
      .from(questionSimulations)
      .where(where)
      .orderBy(...simulationSort.orderBy(args.sort, [asc(questionSimulations.no)])),
    db.select({ n: count() }).from(questionSimulations).where(where),
    (rows) => toQuestions(db, rows),
  );
}

async function questionById(db: Db | Tx, id: string) {
  const [row] = await db.select().from(questionSimulations).where(eq(questionSimulations.id, id)).limit(1);
  if (!row) throw questionNotFound();
  const [question] = await toQuestions(db, [row]);
  if (!question) throw questionNotFound();
  return question;
}

export function getSimulation(db: Db, rawId: string) {
  const { id } = parseInput(simulationIdSchema, { id: rawId });
  return questionById(db, id);
}

/**
 * Simulation writes (questions and groups) are serialised: the number check, the group's question
 * check and the in-use check on delete cannot interleave with another write.
 */
const lockSimulations = (tx: Tx) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('learning:question_simulations'))`);

const questionSnapshot = (q: QuestionRow, answers: readonly Omit<AnswerRow, 'id' | 'questionId'>[]) => ({
  ...rowSnapshot(q),
  answers: answers.map((a) => ({
    no: a.no,
    minuteFrom: a.minuteFrom,
    secondFrom: a.secondFrom,
    minuteTo: a.minuteTo,
    secondTo: a.secondTo,
    point: a.point,
  })),
});

async function writeSimulation(
  db: Db,
  rawInput: unknown,
  adminId: string,
  rawId?: string,
  editVersion?: number | null,
) {
  const editId = rawId === undefined ? undefined : parseInput(simulationIdSchema, { id: rawId }).id;
  const input = parseInput(simulationQuestionSchema, rawInput);
  return db.transaction(async (tx) => {
    if (editId !== undefined) await claimEdit(tx, questionSimulations, editId, editVersion);
    await lockSimulations(tx);
    let current: QuestionRow | undefined;
    let before: AnswerRow[] = [];
    if (editId !== undefined) {
      [current] = await tx
        .select()
        .from(questionSimulations)
        .where(eq(questionSimulations.id, editId))
        .for('update');
      if (!current) throw questionNotFound();
      before = await tx
        .select()
        .from(questionSimulationAnswers)
        .where(eq(questionSimulationAnswers.questionId, current.id))
        .orderBy(asc(questionSimulationAnswers.no));
    }
    const [taken] = await tx
      .select({ id: questionSimulations.id })
      .from(questionSimulations)
      .where(
        and(
          eq(questionSimulations.no, input.no),
          current ? ne(questionSimulations.id, current.id) : undefined,
        ),
      );
    if (taken) throw badInput(simulationNoTakenMessage(input.no), 'no');
    await checkMedia(tx, [input.videos], 'video/', 'videos', VIDEO_UNKNOWN_MESSAGE, { single: true });
    // The rules ran against the length the editor's player read; run them again against the length
    // the stored file declares (read at upload), so no client can time segments past the clip's end.
    // A file that declares none (null) leaves the editor's reading as the only one there is.
    const [clip] = await tx
      .select({ seconds: media.durationSeconds })
      .from(media)
      .where(eq(media.id, input.videos));
    const [tooLong] = clip?.seconds == null ? [] : timelineIssues(input.answers, clip.seconds);
    if (tooLong) throw badInput(tooLong.message, tooLong.path.join('.'));
    await checkMedia(tx, input.images, 'image/', 'images', IMAGE_UNKNOWN_MESSAGE);
    const values = {
      content: input.content,
      no: input.no,
      explainAnswer: input.explainAnswer,
      videos: input.videos,
      images: input.images,
      type: input.type.map((t) => SIMULATION_TYPE_TO_DB[t]),
    };
    const [row] = current
      ? await tx
          .update(questionSimulations)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(questionSimulations.id, current.id))
          .returning()
      : await tx.insert(questionSimulations).values(values).returning();
    if (!row) throw questionNotFound();
    // The segments are the question's own: replaced as a whole, numbered in time order.
    if (current)
      await tx.delete(questionSimulationAnswers).where(eq(questionSimulationAnswers.questionId, row.id));
    const answers = input.answers.map((a) => ({
      no: a.no,
      parentNo: row.no,
      minuteFrom: a.minuteFrom,
      secondFrom: a.secondFrom,
      minuteTo: a.minuteTo,
      secondTo: a.secondTo,
      point: a.point,
    }));
    await tx.insert(questionSimulationAnswers).values(answers.map((a) => ({ ...a, questionId: row.id })));
    await writeAudit(tx, adminId, {
      entity: 'question_simulation',
      verb: current ? 'edit' : 'create',
      entityId: row.id,
      before: current ? questionSnapshot(current, before) : undefined,
      after: questionSnapshot(row, answers),
    });
    return questionById(tx, row.id);
  });
}

export const createSimulation = (db: Db, rawInput: unknown, adminId: string) =>
  writeSimulation(db, rawInput, adminId);
export const editSimulation = (
  db: Db,
  id: string,
  rawInput: unknown,
  adminId: string,
  editVersion?: number | null,
) => writeSimulation(db, rawInput, adminId, id, editVersion);

/** A question a group still uses is refused; the refusal names the groups so the screen can link them. */
export async function deleteSimulation(db: Db, rawId: string, adminId: string) {
  const { id } = parseInput(simulationIdSchema, { id: rawId });
  return db.transaction(async (tx) => {
    await lockSimulations(tx);
    const [current] = await tx
      .select()
      .from(questionSimulations)
      .where(eq(questionSimulations.id, id))
      .for('update');
    if (!current) throw questionNotFound();
    const users = await tx
      .select({ id: questionSimulationGroups.id, name: questionSimulationGroups.name })
      .from(questionSimulationGroups)
      .where(arrayOverlaps(questionSimulationGroups.questions, [id]))
      .orderBy(asc(questionSimulationGroups.name));
    if (users.length) {
      throw new GraphQLError(questionInUseMessage(users.map((g) => g.name)), {
        extensions: { code: 'CONFLICT', reason: 'IN_USE', groups: users },
      });
    }
    const answers = await tx
      .select()
      .from(questionSimulationAnswers)
      .where(eq(questionSimulationAnswers.questionId, id))
      .orderBy(asc(questionSimulationAnswers.no));
    await tx.delete(questionSimulations).where(eq(questionSimulations.id, id));
    await writeAudit(tx, adminId, {
      entity: 'question_simulation',
      verb: 'delete',
      entityId: id,
      before: questionSnapshot(current, answers),
    });
    return true;
  });
}

// --- simulation groups --------------------------------------------------------------------------

async function toGroups(db: Db | Tx, rows: readonly GroupRow[]) {
  const ids = [...new Set(rows.flatMap((r) => r.questions))];
  const questionRows = ids.length
    ? await db.select().from(questionSimulations).where(inArray(questionSimulations.id, ids))
    : [];
  const questions = new Map((await toQuestions(db, questionRows)).map((q) => [q.id, q]));
  return rows.map((r) => {
    const details = r.questions.map((id) => questions.get(id)).filter((q) => q !== undefined);
    return {
      ...r,
      type: simulationTypeFromDb(r.type),
      pointLastOfUser: null,
      questionSimulationDetails: details,
    };
  });
}

/** What this list sorts by (its `sort` argument; server/kit/sort.ts). */
export const simulationGroupSort = listSort(
  {
    createdAt: questionSimulationGroups.createdAt,
    name: questionSimulationGroups.name,
  },
  questionSimulationGroups.id,
);

export function listGroups(db: Db, args: QueryAdminListQuestionSimulationGroupArgs) {
  const { keyword } = parseInput(simulationGroupListSchema, { keyword: args.keyword });
  const where = keyword ? foldedContains(sql`${questionSimulationGroups.name}`, keyword) : undefined;
  return pagedList(
    args,
    db
      .select()
      .from(questionSimulationGroups)
      .where(where)
      .orderBy(
        ...simulationGroupSort.orderBy(args.sort, [
          desc(questionSimulationGroups.createdAt),
          desc(questionSimulationGroups.id),
        ]),
      ),
    db.select({ n: count() }).from(questionSimulationGroups).where(where),
    (rows) => toGroups(db, rows),
  );
}

async function groupById(db: Db | Tx, id: string) {
  const [row] = await db
    .select()
    .from(questionSimulationGroups)
    .where(eq(questionSimulationGroups.id, id))
    .limit(1);
  if (!row) throw groupNotFound();
  const [group] = await toGroups(db, [row]);
  if (!group) throw groupNotFound();
  return group;
}

export function getGroup(db: Db, rawId: string) {
  const { id } = parseInput(simulationGroupIdSchema, { id: rawId });
  return groupById(db, id);
}

async function writeGroup(
  db: Db,
  rawInput: unknown,
  adminId: string,
  rawId?: string,
  editVersion?: number | null,
) {
  const editId = rawId === undefined ? undefined : parseInput(simulationGroupIdSchema, { id: rawId }).id;
  const input = parseInput(simulationGroupSchema, rawInput);
  return db.transaction(async (tx) => {
    if (editId !== undefined) await claimEdit(tx, questionSimulationGroups, editId, editVersion);
    await lockSimulations(tx);
    let current: GroupRow | undefined;
    if (editId !== undefined) {
      [current] = await tx
        .select()
        .from(questionSimulationGroups)
        .where(eq(questionSimulationGroups.id, editId))
        .for('update');
      if (!current) throw groupNotFound();
    }
    const found = await tx
      .select({ id: questionSimulations.id })
      .from(questionSimulations)
      .where(inArray(questionSimulations.id, input.questions));
    const known = new Set(found.map((q) => q.id));
    const bad = input.questions.findIndex((id) => !known.has(id));
    if (bad >= 0) throw badInput(GROUP_QUESTION_UNKNOWN_MESSAGE, `questions.${String(bad)}`);
    const values = { name: input.name, type: SIMULATION_TYPE_TO_DB[input.type], questions: input.questions };
    const [row] = current
      ? await tx
          .update(questionSimulationGroups)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(questionSimulationGroups.id, current.id))
          .returning()
      : await tx.insert(questionSimulationGroups).values(values).returning();
    if (!row) throw groupNotFound();
    await writeAudit(tx, adminId, {
      entity: 'question_simulation_group',
      verb: current ? 'edit' : 'create',
      entityId: row.id,
      before: current ? rowSnapshot(current) : undefined,
      after: rowSnapshot(row),
    });
    return groupById(tx, row.id);
  });
}

export async function deleteGroup(db: Db, rawId: string, adminId: string) {
  const { id } = parseInput(simulationGroupIdSchema, { id: rawId });
  return db.transaction(async (tx) => {
    await lockSimulations(tx);
    const [removed] = await tx
      .delete(questionSimulationGroups)
      .where(eq(questionSimulationGroups.id, id))
      .returning();
    if (!removed) throw groupNotFound();
    await writeAudit(tx, adminId, {
      entity: 'question_simulation_group',
      verb: 'delete',
      entityId: id,
      before: rowSnapshot(removed),
    });
    return true;
  });
}

export const learningSimulationQuery: Pick<
  QueryResolvers,
  | 'adminListQuestionSimulation'
  | 'adminGetQuestionSimulationDetail'
  | 'adminListQuestionSimulationGroup'
  | 'adminGetQuestionSimulationGroupDetail'
> = {
  adminListQuestionSimulation: (_root, args, ctx) => listSimulations(ctx.db, args),
  adminGetQuestionSimulationDetail: (_root, args, ctx) => getSimulation(ctx.db, args.id),
  adminListQuestionSimulationGroup: (_root, args, ctx) => listGroups(ctx.db, args),
  adminGetQuestionSimulationGroupDetail: (_root, args, ctx) => getGroup(ctx.db, args.id),
};

export const learningSimulationMutation: Pick<
  MutationResolvers,
  | 'adminCreateQuestionSimulation'
  | 'adminEditQuestionSimulation'
  | 'adminDeleteQuestionSimulation'
  | 'adminCreateQuestionSimulationGroup'
  | 'adminEditQuestionSimulationGroup'
  | 'adminDeleteQuestionSimulationGroup'
> = {
  adminCreateQuestionSimulation: (_root, args, ctx) =>
    createSimulation(ctx.db, args.input, requireAdmin(ctx).id),
  adminEditQuestionSimulation: (_root, args, ctx) =>
    editSimulation(ctx.db, args.id, args.input, requireAdmin(ctx).id, args.editVersion),
  adminDeleteQuestionSimulation: (_root, args, ctx) =>
    deleteSimulation(ctx.db, args.id, requireAdmin(ctx).id),
  adminCreateQuestionSimulationGroup: (_root, args, ctx) =>
    writeGroup(ctx.db, args.input, requireAdmin(ctx).id),
  adminEditQuestionSimulationGroup: (_root, args, ctx) =>
    writeGroup(ctx.db, args.input, requireAdmin(ctx).id, args.id, args.editVersion),
  adminDeleteQuestionSimulationGroup: (_root, args, ctx) =>
    deleteGroup(ctx.db, args.id, requireAdmin(ctx).id),
};
