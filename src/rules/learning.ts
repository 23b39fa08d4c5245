import { ANSWER_TYPES, SIGN_TYPES, THEORY_TYPES } from './learning-types';
import { z } from './z';

export * from './learning-types';

// Driving-licence learning content (SPEC §2.15, §3): theory questions and traffic signs. The create and
// edit forms and the resolvers parse with these same schemas; nothing else validates.

export const learningRequired = (label: string) => `${label} must not be left blank`;

export const KEYWORD_MAX = 100;
export const KEYWORD_MESSAGE = `Search is limited to ${KEYWORD_MAX} characters`;
export const CONTENT_MAX = 2000;
export const CONTENT_MAX_MESSAGE = `The content is limited to ${CONTENT_MAX} characters`;
export const EXPLAIN_MAX = 4000;
export const EXPLAIN_MAX_MESSAGE = `The explanation is limited to ${EXPLAIN_MAX} characters`;
export const NO_MAX = 100_000;
export const NO_MESSAGE = `The question number is a whole number from 1 to ${NO_MAX.toLocaleString('en-US')}`;
export const TYPES_MESSAGE = 'Choose at least one question type';
export const ANSWER_TYPE_MESSAGE = 'Choose the answer type';
export const ANSWER_MAX = 500;
export const ANSWER_MAX_MESSAGE = `An answer is limited to ${ANSWER_MAX} characters`;
/** The app lays answers out as a list of choices; more than this never happens in the national bank. */
export const ANSWERS_MAX = 8;
export const ANSWERS_MIN_MESSAGE = 'A question needs at least two answers';
export const ANSWERS_MAX_MESSAGE = `A question has at most ${ANSWERS_MAX} answers`;
export const ANSWER_DUPLICATE_MESSAGE = 'Two answers have the same text';
export const SELECT_ONE_MESSAGE = 'A single-choice question has exactly one correct answer';
export const SELECT_MULTIPLE_MESSAGE = 'Mark at least one correct answer';
export const IMAGES_MAX = 10;
export const IMAGES_MAX_MESSAGE = `At most ${IMAGES_MAX} images`;
export const IMAGE_UNKNOWN_MESSAGE = 'Unknown image; upload it again';
export const noTakenMessage = (no: number) => `Question number ${String(no)} is already used`;
export const QUESTION_NO_MESSAGE = 'The question number must be a whole number';

export const TITLE_MAX = 200;
export const TITLE_MAX_MESSAGE = `The title is limited to ${TITLE_MAX} characters`;
export const SYMBOL_MAX = 30;
export const SYMBOL_MAX_MESSAGE = `The symbol is limited to ${SYMBOL_MAX} characters`;
export const SIGN_TYPE_MESSAGE = 'Choose the sign type';
export const SIGN_ID_MESSAGE = 'Traffic sign id must be a UUID';
export const SLUG_MESSAGE = 'Unknown traffic sign address';

/** Stored composed and trimmed, so a search and the duplicate check see one letter per character. */
const cleanText = (s: string) => s.normalize('NFC').trim();

const requiredText = (label: string, max: number, maxMessage: string) =>
  z
    .string({ error: learningRequired(label) })
    .transform(cleanText)
    .pipe(
      z
        .string()
        .min(1, { error: learningRequired(label) })
        .max(max, { error: maxMessage }),
    );

const optionalText = (max: number, maxMessage: string) =>
  z
    .string()
    .nullish()
    .transform((s) => (s ? cleanText(s) : '') || null)
    .pipe(z.string().max(max, { error: maxMessage }).nullable());

const imageIds = z
  .array(z.guid({ error: IMAGE_UNKNOWN_MESSAGE }))
  .max(IMAGES_MAX, { error: IMAGES_MAX_MESSAGE })
  .nullish()
  .transform((ids) => [...new Set(ids ?? [])]);

/** Two answers are the same when they read the same: case, spacing and composition aside. */
export const answerKey = (text: string) => cleanText(text).replace(/\s+/g, ' ').toLocaleLowerCase('vi');

const answerSchema = z.object({
  no: z.number().int().min(1),
  content: requiredText('Answer', ANSWER_MAX, ANSWER_MAX_MESSAGE),
  correctAnswer: z.boolean(),
});

/**
 * A theory question (adminCreateQuestion / adminEditQuestion and the form). The answer rules of issue 14:
 * at least two answers, no two with the same text, SELECT_ONE exactly one correct, SELECT_MULTIPLE at
 * least one. The number's uniqueness needs the database: the resolver checks it under a lock.
 */
export const theoryQuestionSchema = z
  .object({
    content: requiredText('Content', CONTENT_MAX, CONTENT_MAX_MESSAGE),
    no: z
      .number({
        error: (issue) =>
          issue.input === null || issue.input === undefined ? learningRequired('Number') : NO_MESSAGE,
      })
      .int({ error: NO_MESSAGE })
      .min(1, { error: NO_MESSAGE })
      .max(NO_MAX, { error: NO_MESSAGE }),
    explainAnswer: optionalText(EXPLAIN_MAX, EXPLAIN_MAX_MESSAGE),
    imageExplainAnswer: imageIds,
    images: imageIds,
    isActive: z
      .boolean()
      .nullish()
      .transform((v) => v ?? true),
    type: z
      .array(z.enum(THEORY_TYPES, { error: TYPES_MESSAGE }), { error: TYPES_MESSAGE })
      .min(1, { error: TYPES_MESSAGE })
      .transform((types) => THEORY_TYPES.filter((t) => types.includes(t))),
    answerType: z.enum(ANSWER_TYPES, { error: ANSWER_TYPE_MESSAGE }),
    answers: z
      .array(answerSchema)
      .min(2, { error: ANSWERS_MIN_MESSAGE })
      .max(ANSWERS_MAX, { error: ANSWERS_MAX_MESSAGE }),
  })
  .superRefine((q, ctx) => {
    const seen = new Map<string, number>();
    q.answers.forEach((a, i) => {
      const key = answerKey(a.content);
      if (!key) return;
      if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', message: ANSWER_DUPLICATE_MESSAGE, path: ['answers', i, 'content'] });
      } else seen.set(key, i);
    });
    const correct = q.answers.filter((a) => a.correctAnswer).length;
    if (q.answerType === 'SELECT_ONE' && correct !== 1) {
      ctx.addIssue({ code: 'custom', message: SELECT_ONE_MESSAGE, path: ['answers'] });
    }
    if (q.answerType === 'SELECT_MULTIPLE' && correct < 1) {
      ctx.addIssue({ code: 'custom', message: SELECT_MULTIPLE_MESSAGE, path: ['answers'] });
    }
  })
  // Answers are numbered in the order the admin left them, whatever numbers the form sent.
  .transform((q) => ({ ...q, answers: q.answers.map((a, i) => ({ ...a, no: i + 1 })) }));

export type TheoryQuestionInput = z.input<typeof theoryQuestionSchema>;
export type TheoryQuestionValues = z.output<typeof theoryQuestionSchema>;

const keyword = z
  .string()
  .trim()
  .max(KEYWORD_MAX, { error: KEYWORD_MESSAGE })
  .nullish()
  .transform((k) => k || undefined);

/** adminListQuestion (SPEC §7: skip, take, keyword, type). */
export const theoryListSchema = z.object({
  keyword,
  type: z.enum(THEORY_TYPES).nullish(),
});

/** adminDeleteQuestion takes the number as text (SPEC §7); the detail and edit take it as a number. */
export const questionNoSchema = z.object({
  no: z.coerce
    .string()
    .trim()
    .regex(/^\d{1,6}$/, { error: QUESTION_NO_MESSAGE })
    .transform(Number),
});

/** A traffic sign (adminCreateTrafficSigns / adminEditTrafficSigns and the form); the slug comes from the title. */
export const trafficSignSchema = z.object({
  title: requiredText('Title', TITLE_MAX, TITLE_MAX_MESSAGE),
  symbol: requiredText('Symbol', SYMBOL_MAX, SYMBOL_MAX_MESSAGE),
  content: optionalText(CONTENT_MAX, CONTENT_MAX_MESSAGE),
  type: z.enum(SIGN_TYPES, { error: SIGN_TYPE_MESSAGE }),
  images: imageIds,
});

export type TrafficSignInput = z.input<typeof trafficSignSchema>;
export type TrafficSignValues = z.output<typeof trafficSignSchema>;

/** adminGetListTrafficSigns (SPEC §7: skip, take, keyword, type). */
export const signListSchema = z.object({
  keyword,
  type: z.enum(SIGN_TYPES).nullish(),
});

export const signIdSchema = z.object({ id: z.guid({ error: SIGN_ID_MESSAGE }) });
export const signSlugSchema = z.object({
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: SLUG_MESSAGE })
    .max(TITLE_MAX + 10, { error: SLUG_MESSAGE }),
});
