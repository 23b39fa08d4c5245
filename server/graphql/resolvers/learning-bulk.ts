import { asc, inArray } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import type { Db } from '../../db/client';
import { questionTheories, questionTheoryAnswers } from '../../db/schema';
import { writeAudits } from '../../kit/audit';
import { chaptersOf, THEORY_TYPE_TO_DB } from '../../kit/learning';
import { noTakenMessage } from '../../../src/rules/learning';
import {
  BULK_ROWS_MESSAGE,
  MAX_BULK_ROWS,
  noRepeatedInRowsMessage,
  theoryBulkRowSchema,
} from '../../../src/rules/learning-bulk';
import { badInput } from '../errors';
import type { AdminBulkRowResult, MutationResolvers, QueryResolvers } from '../generated/resolvers';
import { requireAdmin } from '../guard';
import { parseInput } from '../zod-input';
import { lockQuestions, questionSnapshot } from './learning';

type Parsed = ReturnType<typeof theoryBulkRowSchema.parse>;

const failure = (row: number, error: string, field: string | null): AdminBulkRowResult => ({
  row,
  ok: false,
  id: null,
  error,
  field,
});

/** adminCreateQuestion's rule on one row: its message and field as the single-row mutation gives them. */
function checkRow(raw: unknown, row: number): { input: Parsed } | { result: AdminBulkRowResult } {
  try {
    return { input: parseInput(theoryBulkRowSchema, raw) };
  } catch (e) {
    if (!(e instanceof GraphQLError)) throw e;
    const field = e.extensions.field;
    return { result: failure(row, e.message, typeof field === 'string' ? field : null) };
  }
}

/** Every question number, ascending: the dry run refuses a file's number the bank already has. */
export async function listQuestionNumbers(db: Db): Promise<number[]> {
  const rows = await db
    .select({ no: questionTheories.no })
    .from(questionTheories)
    .orderBy(asc(questionTheories.no));
  return rows.map((r) => r.no);
}

/**
 * One operation of the theory import, in one transaction under the theory write lock (so a manual save
 * cannot take a number between the check and the insert): every row checked with the create rule, the
 * numbers against the bank (one query) and the rows before it; the good rows inserted with one statement
 * each for questions and answers, and one audit row per question. A refused row writes nothing and does
 * not stop the others. Anything the checks cannot foresee fails the whole operation, nothing written.
 */
export async function bulkCreateQuestions(
  db: Db,
  rows: readonly unknown[],
  adminId: string,
): Promise<AdminBulkRowResult[]> {
  if (rows.length > MAX_BULK_ROWS) throw badInput(BULK_ROWS_MESSAGE, 'rows');
  const results: AdminBulkRowResult[] = [];
  const checked = rows.map((raw, i) => checkRow(raw, i));
  return db.transaction(async (tx) => {
    await lockQuestions(tx);
    const nos = checked.flatMap((c) => ('input' in c ? [c.input.no] : []));
    const taken = new Set(
      nos.length
        ? (
            await tx
              .select({ no: questionTheories.no })
              .from(questionTheories)
              .where(inArray(questionTheories.no, [...new Set(nos)]))
          ).map((r) => r.no)
        : [],
    );
    const firstRow = new Map<number, number>();
    const good: { row: number; input: Parsed }[] = [];
    checked.forEach((c, row) => {
      if ('result' in c) {
        results[row] = c.result;
        return;
      }
      const { no } = c.input;
      const earlier = firstRow.get(no);
      if (taken.has(no)) results[row] = failure(row, noTakenMessage(no), 'no');
      else if (earlier !== undefined) results[row] = failure(row, noRepeatedInRowsMessage(no), 'no');
      else {
        firstRow.set(no, row);
        good.push({ row, input: c.input });
      }
    });
    if (good.length > 0) {
      const inserted = await tx
        .insert(questionTheories)
        .values(
          good.map(({ input }) => {
            const types = input.type.map((t) => THEORY_TYPE_TO_DB[t]);
            return {
              content: input.content,
              no: input.no,
              explainAnswer: input.explainAnswer,
              imageExplainAnswer: [],
              images: [],
              isActive: input.isActive,
              type: types,
              chapters: chaptersOf(types),
              answerType: input.answerType,
            };
          }),
        )
        .returning();
      // Numbers are unique in the table and in `good`: they tie each inserted row back to its input.
      const byNo = new Map(inserted.map((q) => [q.no, q]));
      const saved = good.map(({ row, input }) => {
        const question = byNo.get(input.no);
        if (!question) throw new Error(`question ${String(input.no)} was not returned by the insert`);
        return { row, input, question };
      });
      await tx.insert(questionTheoryAnswers).values(
        saved.flatMap(({ input, question }) =>
          input.answers.map((a) => ({
            questionId: question.id,
            no: a.no,
            parentNo: question.no,
            content: a.content,
            correctAnswer: a.correctAnswer,
          })),
        ),
      );
      await writeAudits(
        tx,
        adminId,
        saved.map(({ input, question }) => ({
          entity: 'question_theory' as const,
          verb: 'create' as const,
          entityId: question.id,
          after: questionSnapshot(question, input.answers),
        })),
      );
      for (const { row, question } of saved) {
        results[row] = { row, ok: true, id: question.id, error: null, field: null };
      }
    }
    return results;
  });
}

export const learningBulkQuery: Pick<QueryResolvers, 'adminListQuestionNumbers'> = {
  adminListQuestionNumbers: (_root, _args, ctx) => {
    requireAdmin(ctx);
    return listQuestionNumbers(ctx.db);
  },
};

export const learningBulkMutation: Pick<MutationResolvers, 'adminBulkCreateQuestions'> = {
  adminBulkCreateQuestions: (_root, args, ctx) =>
    bulkCreateQuestions(ctx.db, args.rows, requireAdmin(ctx).id),
};
