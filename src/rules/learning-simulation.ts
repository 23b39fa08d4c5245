import {
  formatClock,
  SEGMENT_POINTS,
  segmentFrom,
  segmentTo,
  SIMULATION_TYPES,
} from './learning-simulation-types';
import {
  CONTENT_MAX,
  CONTENT_MAX_MESSAGE,
  EXPLAIN_MAX,
  EXPLAIN_MAX_MESSAGE,
  IMAGE_UNKNOWN_MESSAGE,
  IMAGES_MAX,
  IMAGES_MAX_MESSAGE,
  KEYWORD_MAX,
  KEYWORD_MESSAGE,
  learningRequired,
  NO_MAX,
  NO_MESSAGE,
  TYPES_MESSAGE,
} from './learning';
import { z } from './z';

export * from './learning-simulation-types';

// Simulation questions and groups (SPEC §2.15, §3; issue 14 §1–§2). The create and edit forms and the
// resolvers parse with these same schemas; SPEC §5 names none of these messages.

export const VIDEO_REQUIRED_MESSAGE = 'Upload the video';
export const VIDEO_UNKNOWN_MESSAGE = 'Unknown video; upload it again';
export const VIDEO_LENGTH_MESSAGE = 'The video length is unknown; let the video load';
export const SEGMENT_COUNT_MESSAGE = `Set the ${String(SEGMENT_POINTS.length)} scoring segments`;
export const MINUTE_MESSAGE = 'Minutes are a whole number from 0 to 59';
export const SECOND_MESSAGE = 'Seconds are a whole number from 0 to 59';
export const segmentEmptyMessage = (n: number) => `Segment ${String(n)} must end after it starts`;
export const segmentBeyondMessage = (n: number, length: number) =>
  `Segment ${String(n)} ends after the video (${formatClock(length)})`;
export const segmentOverlapMessage = (n: number) => `Segment ${String(n)} overlaps segment ${String(n - 1)}`;
export const segmentGapMessage = (n: number) =>
  `Segment ${String(n)} must start where segment ${String(n - 1)} ends`;
export const segmentPointMessage = (n: number, point: number) =>
  `Points fall from 5 to 1: segment ${String(n)} scores ${String(point)}`;
export const GROUP_NAME_MAX = 200;
export const GROUP_NAME_MAX_MESSAGE = `The name is limited to ${String(GROUP_NAME_MAX)} characters`;
export const GROUP_TYPE_MESSAGE = 'Choose the question type';
export const GROUP_QUESTIONS_MESSAGE = 'Choose at least one question';
export const GROUP_QUESTIONS_MAX = 100;
export const GROUP_QUESTIONS_MAX_MESSAGE = `A group holds at most ${String(GROUP_QUESTIONS_MAX)} questions`;
export const GROUP_DUPLICATE_MESSAGE = 'A question is in the group twice';
export const GROUP_QUESTION_UNKNOWN_MESSAGE = 'Unknown question; it may have been deleted';
export const SIMULATION_ID_MESSAGE = 'Simulation question id must be a UUID';
export const GROUP_ID_MESSAGE = 'Simulation group id must be a UUID';
export const simulationNoTakenMessage = (no: number) =>
  `Simulation question number ${String(no)} is already used`;
export const questionInUseMessage = (groups: readonly string[]) =>
  `This question is used by ${groups.length === 1 ? 'the group' : `${String(groups.length)} groups`}: ${groups.join(', ')}. Take it out of ${groups.length === 1 ? 'that group' : 'those groups'} first`;

const cleanText = (s: string) => s.normalize('NFC').trim();

const minute = z
  .number({ error: MINUTE_MESSAGE })
  .int({ error: MINUTE_MESSAGE })
  .min(0, { error: MINUTE_MESSAGE })
  .max(59, { error: MINUTE_MESSAGE });
// The table keeps whole seconds (the contract's Float never carries a fraction).
const second = z
  .number({ error: SECOND_MESSAGE })
  .int({ error: SECOND_MESSAGE })
  .min(0, { error: SECOND_MESSAGE })
  .max(59, { error: SECOND_MESSAGE });

const segmentSchema = z.object({
  no: z.number().int().min(1),
  parentNo: z.number().int().nullish(),
  minuteFrom: minute,
  secondFrom: second,
  minuteTo: minute,
  secondTo: second,
  point: z.number().int(),
});

/**
 * The timeline rules of issue 14 §1, in one place: five segments in time order; each ends after it
 * starts and within the video's length; each starts where the one before ends (no overlap, no gap);
 * the points fall 5, 4, 3, 2, 1. Issues carry the path of the field the editor marks.
 */
export function timelineIssues(
  segments: readonly z.infer<typeof segmentSchema>[],
  videoLength: number,
): { message: string; path: (string | number)[] }[] {
  if (segments.length !== SEGMENT_POINTS.length)
    return [{ message: SEGMENT_COUNT_MESSAGE, path: ['answers'] }];
  const issues: { message: string; path: (string | number)[] }[] = [];
  segments.forEach((s, i) => {
    const n = i + 1;
    const from = segmentFrom(s);
    const to = segmentTo(s);
    if (to <= from) issues.push({ message: segmentEmptyMessage(n), path: ['answers', i, 'secondTo'] });
    else if (to > videoLength) {
      issues.push({ message: segmentBeyondMessage(n, videoLength), path: ['answers', i, 'secondTo'] });
    }
    const prev = segments[i - 1];
    if (prev) {
      const prevTo = segmentTo(prev);
      if (from < prevTo)
        issues.push({ message: segmentOverlapMessage(n), path: ['answers', i, 'secondFrom'] });
      else if (from > prevTo)
        issues.push({ message: segmentGapMessage(n), path: ['answers', i, 'secondFrom'] });
    }
    const point = SEGMENT_POINTS[i] ?? 0;
    if (s.point !== point)
      issues.push({ message: segmentPointMessage(n, point), path: ['answers', i, 'point'] });
  });
  return issues;
}

/** A simulation question (adminCreateQuestionSimulation / adminEditQuestionSimulation and the form). */
export const simulationQuestionSchema = z
  .object({
    content: z
      .string({ error: learningRequired('Content') })
      .transform(cleanText)
      .pipe(
        z
          .string()
          .min(1, { error: learningRequired('Content') })
          .max(CONTENT_MAX, { error: CONTENT_MAX_MESSAGE }),
      ),
    no: z
      .number({
        error: (issue) =>
          issue.input === null || issue.input === undefined ? learningRequired('Number') : NO_MESSAGE,
      })
      .int({ error: NO_MESSAGE })
      .min(1, { error: NO_MESSAGE })
      .max(NO_MAX, { error: NO_MESSAGE }),
    explainAnswer: z
      .string()
      .nullish()
      .transform((s) => (s ? cleanText(s) : '') || null)
      .pipe(z.string().max(EXPLAIN_MAX, { error: EXPLAIN_MAX_MESSAGE }).nullable()),
    videos: z.guid({ error: VIDEO_REQUIRED_MESSAGE }),
    /**
     * The clip's length in seconds as the browser read it from the video; the segments must lie
     * within it. Not named in SPEC.
     */
    videoDuration: z
      .number({ error: VIDEO_LENGTH_MESSAGE })
      .positive({ error: VIDEO_LENGTH_MESSAGE })
      .max(3600, { error: VIDEO_LENGTH_MESSAGE }),
    images: z
      .array(z.guid({ error: IMAGE_UNKNOWN_MESSAGE }))
      .max(IMAGES_MAX, { error: IMAGES_MAX_MESSAGE })
      .nullish()
      .transform((ids) => [...new Set(ids ?? [])]),
    type: z
      .array(z.enum(SIMULATION_TYPES, { error: TYPES_MESSAGE }), { error: TYPES_MESSAGE })
      .min(1, { error: TYPES_MESSAGE })
      .transform((types) => SIMULATION_TYPES.filter((t) => types.includes(t))),
    answers: z.array(segmentSchema, { error: SEGMENT_COUNT_MESSAGE }),
  })
  .superRefine((q, ctx) => {
    for (const issue of timelineIssues(q.answers, q.videoDuration))
      ctx.addIssue({ code: 'custom', ...issue });
  })
  // Segments are numbered in time order whatever the form sent.
  .transform((q) => ({ ...q, answers: q.answers.map((a, i) => ({ ...a, no: i + 1 })) }));

export type SimulationQuestionInput = z.input<typeof simulationQuestionSchema>;
export type SimulationQuestionValues = z.output<typeof simulationQuestionSchema>;

/** A simulation group (adminCreateQuestionSimulationGroup / adminEditQuestionSimulationGroup and the form). */
export const simulationGroupSchema = z.object({
  name: z
    .string({ error: learningRequired('Name') })
    .transform(cleanText)
    .pipe(
      z
        .string()
        .min(1, { error: learningRequired('Name') })
        .max(GROUP_NAME_MAX, { error: GROUP_NAME_MAX_MESSAGE }),
    ),
  type: z.enum(SIMULATION_TYPES, { error: GROUP_TYPE_MESSAGE }),
  questions: z
    .array(z.guid({ error: GROUP_QUESTION_UNKNOWN_MESSAGE }), { error: GROUP_QUESTIONS_MESSAGE })
    .min(1, { error: GROUP_QUESTIONS_MESSAGE })
    .max(GROUP_QUESTIONS_MAX, { error: GROUP_QUESTIONS_MAX_MESSAGE })
    .refine((ids) => new Set(ids).size === ids.length, { error: GROUP_DUPLICATE_MESSAGE }),
});

export type SimulationGroupInput = z.input<typeof simulationGroupSchema>;

const keyword = z
  .string()
  .trim()
  .max(KEYWORD_MAX, { error: KEYWORD_MESSAGE })
  .nullish()
  .transform((k) => k || undefined);

/** adminListQuestionSimulation (SPEC §7: skip, take, keyword, type). */
export const simulationListSchema = z.object({ keyword, type: z.enum(SIMULATION_TYPES).nullish() });
/** adminListQuestionSimulationGroup (SPEC §7: skip, take, keyword). */
export const simulationGroupListSchema = z.object({ keyword });

export const simulationIdSchema = z.object({ id: z.guid({ error: SIMULATION_ID_MESSAGE }) });
export const simulationGroupIdSchema = z.object({ id: z.guid({ error: GROUP_ID_MESSAGE }) });
