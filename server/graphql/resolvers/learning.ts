import { and, arrayContains, asc, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { media, questionTheories, questionTheoryAnswers, trafficSigns } from '../../db/schema';
import { rowSnapshot, writeAudit } from '../../kit/audit';
import { chaptersOf, THEORY_TYPE_TO_DB, theoryTypeFromDb } from '../../kit/learning';
import { pagedList } from '../../kit/page';
import { listSort } from '../../kit/sort';
import { uniqueSlug } from '../../kit/slug';
import type { Tx } from '../../kit/tx';
import { claimEdit } from '../../kit/edit-version';
import {
  IMAGE_UNKNOWN_MESSAGE,
  noTakenMessage,
  questionNoSchema,
  signIdSchema,
  signListSchema,
  signSlugSchema,
  theoryListSchema,
  theoryQuestionSchema,
  trafficSignSchema,
} from '../../../src/rules/learning';
import { badInput, notFound } from '../errors';
import { requireAdmin } from '../guard';
import type {
  MutationResolvers,
  QueryAdminGetListTrafficSignsArgs,
  QueryAdminListQuestionArgs,
  QueryResolvers,
} from '../generated/resolvers';
import { parseInput } from '../zod-input';
import { checkMedia, foldedContains, textOrNumber } from './learning-shared';

type QuestionRow = typeof questionTheories.$inferSelect;
type AnswerRow = typeof questionTheoryAnswers.$inferSelect;
type SignRow = typeof trafficSigns.$inferSelect;
type MediaRow = typeof media.$inferSelect;

const questionNotFound = () => notFound('Theory question');
const signNotFound = () => notFound('Traffic sign');

/** Every image a page of records names, in one query; deleted uploads are left out. */
async function mediaLookup(db: Db | Tx, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const found = unique.length ? await db.select().from(media).where(inArray(media.id, unique)) : [];
  const byId = new Map(found.map((m) => [m.id, m]));
  return (list: readonly string[]) =>
    list.map((id) => byId.get(id)).filter((m): m is MediaRow => !!m && !m.isDeleted);
}

/** The images a write names must be live images. */
const checkImages = (tx: Tx, ids: readonly string[], field: string) =>
  checkMedia(tx, ids, 'image/', field, IMAGE_UNKNOWN_MESSAGE);

// --- theory questions -------------------------------------------------------------------------

async function toQuestions(db: Db | Tx, rows: readonly QuestionRow[]) {
  const ids = rows.map((r) => r.id);
  const answers = ids.length
    ? await db
        .select()
        .from(questionTheoryAnswers)
        .where(inArray(questionTheoryAnswers.questionId, ids))
        .orderBy(asc(questionTheoryAnswers.no))
    : [];
  const byQuestion = new Map<string, AnswerRow[]>();
  for (const a of answers) byQuestion.set(a.questionId, [...(byQuestion.get(a.questionId) ?? []), a]);
  const images = await mediaLookup(
    db,
    rows.flatMap((r) => [...r.images, ...r.imageExplainAnswer]),
  );
  return rows.map((r) => ({
    ...r,
    type: r.type.map(theoryTypeFromDb),
    answers: byQuestion.get(r.id) ?? [],
    imageDetail: images(r.images),
    imageExplainAnswerDetail: images(r.imageExplainAnswer),
  }));
}

/** What this list sorts by (its `sort` argument; server/kit/sort.ts). */
export const questionSort = listSort(
  {
    createdAt: questionTheories.createdAt,
    no: questionTheories.no,
  },
  questionTheories.id,
);

export function listQuestions(db: Db, args: QueryAdminListQuestionArgs) {
  const { keyword, type } = parseInput(theoryListSchema, { keyword: args.keyword, type: args.type });
  const where = and(
    textOrNumber(questionTheories.content, questionTheories.no, keyword),
    type ? arrayContains(questionTheories.type, [THEORY_TYPE_TO_DB[type]]) : undefined,
  );
  return pagedList(
    args,
    // A question bank is read in its own order: by number.
    db
      .select()
      .from(questionTheories)
      .where(where)
      .orderBy(...questionSort.orderBy(args.sort, [asc(questionTheories.no)])),
    db.select({ n: count() }).from(questionTheories).where(where),
    (rows) => toQuestions(db, rows),
  );
}

async function questionByNo(db: Db | Tx, no: number) {
  const [row] = await db.select().from(questionTheories).where(eq(questionTheories.no, no)).limit(1);
  if (!row) throw questionNotFound();
  const [question] = await toQuestions(db, [row]);
  if (!question) throw questionNotFound();
  return question;
}

export function getQuestion(db: Db, no: number) {
  return questionByNo(db, no);
}

/** Theory writes are serialised, so the number check and the write cannot interleave with another. */
export const lockQuestions = (tx: Tx) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('learning:question_theories'))`);

export const questionSnapshot = (
  q: QuestionRow,
  answers: readonly { no: number; content: string; correctAnswer: boolean }[],
) => ({
  ...rowSnapshot(q),
  answers: answers.map((a) => ({ no: a.no, content: a.content, correctAnswer: a.correctAnswer })),
});

async function writeQuestion(
  db: Db,
  rawInput: unknown,
  adminId: string,
  editNo?: number,
  editVersion?: number | null,
) {
  const input = parseInput(theoryQuestionSchema, rawInput);
  return db.transaction(async (tx) => {
    await lockQuestions(tx);
    let current: QuestionRow | undefined;
    let before: AnswerRow[] = [];
    if (editNo !== undefined) {
      [current] = await tx
        .select()
        .from(questionTheories)
        .where(eq(questionTheories.no, editNo))
        .for('update');
      if (!current) throw questionNotFound();
      // Addressed by its number, claimed by its id: the row is found (and locked) first.
      await claimEdit(tx, questionTheories, current.id, editVersion);
      before = await tx
        .select()
        .from(questionTheoryAnswers)
        .where(eq(questionTheoryAnswers.questionId, current.id))
        .orderBy(asc(questionTheoryAnswers.no));
    }
    const [taken] = await tx
      .select({ id: questionTheories.id })
      .from(questionTheories)
      .where(
        and(eq(questionTheories.no, input.no), current ? ne(questionTheories.id, current.id) : undefined),
      );
    if (taken) throw badInput(noTakenMessage(input.no), 'no');
    await checkImages(tx, input.images, 'images');
    await checkImages(tx, input.imageExplainAnswer, 'imageExplainAnswer');
    const types = input.type.map((t) => THEORY_TYPE_TO_DB[t]);
    const values = {
      content: input.content,
      no: input.no,
      explainAnswer: input.explainAnswer,
      imageExplainAnswer: input.imageExplainAnswer,
      images: input.images,
      isActive: input.isActive,
      type: types,
      chapters: chaptersOf(types),
      answerType: input.answerType,
    };
    const [row] = current
      ? await tx
          .update(questionTheories)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(questionTheories.id, current.id))
          .returning()
      : await tx.insert(questionTheories).values(values).returning();
    if (!row) throw questionNotFound();
    // The answers are the question's own: replaced as a whole, numbered in the admin's order.
    if (current) await tx.delete(questionTheoryAnswers).where(eq(questionTheoryAnswers.questionId, row.id));
    await tx.insert(questionTheoryAnswers).values(
      input.answers.map((a) => ({
        questionId: row.id,
        no: a.no,
        parentNo: row.no,
        content: a.content,
        correctAnswer: a.correctAnswer,
      })),
    );
    await writeAudit(tx, adminId, {
      entity: 'question_theory',
      verb: current ? 'edit' : 'create',
      entityId: row.id,
      before: current ? questionSnapshot(current, before) : undefined,
      after: questionSnapshot(row, input.answers),
    });
    return questionByNo(tx, row.no);
  });
}

export const createQuestion = (db: Db, rawInput: unknown, adminId: string) =>
  writeQuestion(db, rawInput, adminId);
export const editQuestion = (
  db: Db,
  no: number,
  rawInput: unknown,
  adminId: string,
  editVersion?: number | null,
) => writeQuestion(db, rawInput, adminId, no, editVersion);

/** SPEC §7: adminDeleteQuestion's id is the question number as text. Its answers go with it (cascade). */
export async function deleteQuestion(db: Db, rawId: string, adminId: string) {
  const { no } = parseInput(questionNoSchema, { no: rawId });
  return db.transaction(async (tx) => {
    await lockQuestions(tx);
    const [current] = await tx
      .select()
      .from(questionTheories)
      .where(eq(questionTheories.no, no))
      .for('update');
    if (!current) throw questionNotFound();
    const answers = await tx
      .select()
      .from(questionTheoryAnswers)
      .where(eq(questionTheoryAnswers.questionId, current.id))
      .orderBy(asc(questionTheoryAnswers.no));
    await tx.delete(questionTheories).where(eq(questionTheories.id, current.id));
    await writeAudit(tx, adminId, {
      entity: 'question_theory',
      verb: 'delete',
      entityId: current.id,
      before: questionSnapshot(current, answers),
    });
    return true;
  });
}

// --- traffic signs ----------------------------------------------------------------------------

async function toSigns(db: Db | Tx, rows: readonly SignRow[]) {
  const images = await mediaLookup(
    db,
    rows.flatMap((r) => r.images),
  );
  return rows.map((r) => ({ ...r, medias: images(r.images) }));
}

/** What this list sorts by (its `sort` argument; server/kit/sort.ts). */
export const signSort = listSort(
  {
    createdAt: trafficSigns.createdAt,
    title: trafficSigns.title,
  },
  trafficSigns.id,
);

export function listSigns(db: Db, args: QueryAdminGetListTrafficSignsArgs) {
  const { keyword, type } = parseInput(signListSchema, { keyword: args.keyword, type: args.type });
  const where = and(
    keyword
      ? or(
          foldedContains(sql`${trafficSigns.title}`, keyword),
          foldedContains(sql`${trafficSigns.symbol}`, keyword),
          foldedContains(sql`coalesce(${trafficSigns.content}, '')`, keyword),
        )
      : undefined,
    type ? eq(trafficSigns.type, type) : undefined,
  );
  return pagedList(
    args,
    db
      .select()
      .from(trafficSigns)
      .where(where)
      .orderBy(...signSort.orderBy(args.sort, [desc(trafficSigns.createdAt), desc(trafficSigns.id)])),
    db.select({ n: count() }).from(trafficSigns).where(where),
    (rows) => toSigns(db, rows),
  );
}

async function signWhere(db: Db | Tx, where: SQL) {
  const [row] = await db.select().from(trafficSigns).where(where).limit(1);
  if (!row) throw signNotFound();
  const [sign] = await toSigns(db, [row]);
  if (!sign) throw signNotFound();
  return sign;
}

export function getSign(db: Db, rawSlug: string) {
  const { slug } = parseInput(signSlugSchema, { slug: rawSlug });
  return signWhere(db, eq(trafficSigns.slug, slug));
}

const lockSigns = (tx: Tx) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('learning:traffic_signs'))`);
const signCols = { id: trafficSigns.id, slug: trafficSigns.slug };

export async function createSign(db: Db, rawInput: unknown, adminId: string) {
  const input = parseInput(trafficSignSchema, rawInput);
  return db.transaction(async (tx) => {
    await lockSigns(tx);
    await checkImages(tx, input.images, 'images');
    const [row] = await tx
      .insert(trafficSigns)
      .values({ ...input, slug: await uniqueSlug(tx, trafficSigns, signCols, input.title) })
      .returning();
    if (!row) throw signNotFound();
    await writeAudit(tx, adminId, {
      entity: 'traffic_sign',
      verb: 'create',
      entityId: row.id,
      after: rowSnapshot(row),
    });
    return signWhere(tx, eq(trafficSigns.id, row.id));
  });
}

/** The slug follows a changed title (the address changes with it); an unchanged title keeps it. */
export async function editSign(
  db: Db,
  rawId: string,
  rawInput: unknown,
  adminId: string,
  editVersion?: number | null,
) {
  const { id } = parseInput(signIdSchema, { id: rawId });
  const input = parseInput(trafficSignSchema, rawInput);
  return db.transaction(async (tx) => {
    await lockSigns(tx);
    await claimEdit(tx, trafficSigns, id, editVersion);
    const [current] = await tx.select().from(trafficSigns).where(eq(trafficSigns.id, id)).for('update');
    if (!current) throw signNotFound();
    await checkImages(tx, input.images, 'images');
    const slug =
      current.title === input.title
        ? current.slug
        : await uniqueSlug(tx, trafficSigns, signCols, input.title, id);
    const [row] = await tx
      .update(trafficSigns)
      .set({ ...input, slug, updatedAt: new Date() })
      .where(eq(trafficSigns.id, id))
      .returning();
    if (!row) throw signNotFound();
    await writeAudit(tx, adminId, {
      entity: 'traffic_sign',
      verb: 'edit',
      entityId: id,
      before: rowSnapshot(current),
      after: rowSnapshot(row),
    });
    return signWhere(tx, eq(trafficSigns.id, id));
  });
}

export async function deleteSign(db: Db, rawId: string, adminId: string) {
  const { id } = parseInput(signIdSchema, { id: rawId });
  return db.transaction(async (tx) => {
    const [removed] = await tx.delete(trafficSigns).where(eq(trafficSigns.id, id)).returning();
    if (!removed) throw signNotFound();
    await writeAudit(tx, adminId, {
      entity: 'traffic_sign',
      verb: 'delete',
      entityId: id,
      before: rowSnapshot(removed),
    });
    return true;
  });
}

export const learningQuery: Pick<
  QueryResolvers,
  'adminListQuestion' | 'adminGetQuestionDetail' | 'adminGetListTrafficSigns' | 'adminGetTrafficSignDetail'
> = {
  adminListQuestion: (_root, args, ctx) => listQuestions(ctx.db, args),
  adminGetQuestionDetail: (_root, args, ctx) => getQuestion(ctx.db, args.no),
  adminGetListTrafficSigns: (_root, args, ctx) => listSigns(ctx.db, args),
  adminGetTrafficSignDetail: (_root, args, ctx) => getSign(ctx.db, args.slug),
};

export const learningMutation: Pick<
  MutationResolvers,
  | 'adminCreateQuestion'
  | 'adminEditQuestion'
  | 'adminDeleteQuestion'
  | 'adminCreateTrafficSigns'
  | 'adminEditTrafficSigns'
  | 'adminDeleteTrafficSigns'
> = {
  adminCreateQuestion: (_root, args, ctx) => createQuestion(ctx.db, args.input, requireAdmin(ctx).id),
  adminEditQuestion: (_root, args, ctx) =>
    editQuestion(ctx.db, args.no, args.input, requireAdmin(ctx).id, args.editVersion),
  adminDeleteQuestion: (_root, args, ctx) => deleteQuestion(ctx.db, args.id, requireAdmin(ctx).id),
  adminCreateTrafficSigns: (_root, args, ctx) => createSign(ctx.db, args.input, requireAdmin(ctx).id),
  adminEditTrafficSigns: (_root, args, ctx) =>
    editSign(ctx.db, args.id, args.input, requireAdmin(ctx).id, args.editVersion),
  adminDeleteTrafficSigns: (_root, args, ctx) => deleteSign(ctx.db, args.id, requireAdmin(ctx).id),
};
