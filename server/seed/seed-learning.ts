import { media, questionTheories, questionTheoryAnswers, trafficSigns } from '../db/schema';
import type { TheoryQuestionType } from '../db/tables/enums';
import { type SeedContext, insertAll } from './context';
import * as ref from './data/reference';
import { CHAPTER_TYPES, chaptersOf } from '../kit/learning';
import { firstFreeSlug, slugRoot } from '../kit/slug';
import { extraTheoryQuestions } from './data/learning';
import { signImageUrl } from './sign-images';
import { seedSimulations } from './seed-learning-simulation';

export async function seedLearning(ctx: SeedContext) {
  await seedSimulations(ctx);

  // Signs first: the sign questions of the theory bank show the sign's picture.
  const signs = await seedSigns(ctx);
  await seedTheory(ctx, signs);
}

interface SeededSign {
  title: string;
  symbol: string;
  type: ref.TrafficSignType;
  imageId: string;
}

async function seedSigns(ctx: SeedContext): Promise<SeededSign[]> {
  const { db, rng } = ctx;
  const taken = new Set<string>();
  const rows = ref.trafficSigns.map((s) => {
    const createdAt = ctx.pastDate();
    const imageId = rng.uuid();
    // The slug is made from the title, as the API makes it; a repeated title gets -2, -3 …
    const slug = firstFreeSlug(slugRoot(s.title), (x) => taken.has(x));
    taken.add(slug);
    const url = signImageUrl(s.type, s.symbol);
    return {
      image: {
        id: imageId,
        fileName: `${slug}.svg`,
        filePathOriginal: url,
        filePathLG: url,
        filePathSM: url,
        thumbnail: url,
        mimeType: 'image/svg+xml',
        sizeBytes: url.length,
        createdAt,
        updatedAt: createdAt,
      },
      sign: {
        title: s.title,
        slug,
        symbol: s.symbol,
        content: s.content,
        type: s.type,
        images: [imageId],
        createdAt,
        updatedAt: createdAt,
      },
    };
  });
  await insertAll(
    db,
    media,
    rows.map((r) => r.image),
  );
  await insertAll(
    db,
    trafficSigns,
    rows.map((r) => r.sign),
  );
  return ref.trafficSigns.map((s, i) => ({ ...s, imageId: rows[i]?.image.id ?? '' }));
}

/** Critical-points (điểm liệt) questions: drink, drugs and the other outright prohibitions. */
const CRITICAL = /nghiêm cấm|nồng độ cồn|ma túy|bỏ trốn/i;

interface TheorySource {
  content: string;
  answers: readonly string[];
  correct: readonly number[];
  types: TheoryQuestionType[];
  images?: string[];
  explain: string;
}

/** The key in words, as the app's explanation shows it: 'Đáp án đúng: 2. <the answer>'. */
const keyText = (answers: readonly string[], correct: readonly number[]) =>
  correct.map((k) => `${String(k + 1)}. ${answers[k] ?? ''}`).join(' ');

/**
 * The reference bank (49 questions), the road-layout and several-answer questions, and one question per
 * sign ('what is this sign called?', its picture shown, the other choices titles of signs of its kind):
 * more than 120 questions over all eight types, each with its key.
 */
async function seedTheory(ctx: SeedContext, signs: readonly SeededSign[]) {
  const { db, rng } = ctx;
  const sources: TheorySource[] = [
    ...ref.theoryQuestions.map((q) => {
      const chapterType = CHAPTER_TYPES[q.chapter] ?? 'RULE_CONCEPT';
      return {
        content: q.content,
        answers: q.answers,
        correct: [q.correct],
        // The instant-fail questions of the real bank are about what the law forbids outright.
        types: CRITICAL.test(q.content) ? ['CRITICAL_POINT' as const, chapterType] : [chapterType],
        explain: `Đáp án đúng: ${keyText(q.answers, [q.correct])}`,
      };
    }),
    ...extraTheoryQuestions.map((q) => {
      const chapterType = CHAPTER_TYPES[q.chapter] ?? 'RULE_CONCEPT';
      return {
        content: q.content,
        answers: q.answers,
        correct: q.correct,
        types: q.critical ? ['CRITICAL_POINT' as const, chapterType] : [chapterType],
        explain: `Đáp án đúng: ${keyText(q.answers, q.correct)}`,
      };
    }),
    ...signs.map((sign) => {
      const others = rng.sample(
        signs.filter((o) => o.type === sign.type && o.title !== sign.title),
        2,
      );
      const at = rng.int(0, others.length);
      const answers = others.map((o) => o.title);
      answers.splice(at, 0, sign.title);
      return {
        content: `Biển báo ${sign.symbol} trong hình có tên gọi là gì?`,
        answers,
        correct: [at],
        types: ['TRAFFIC_SIGN' as const],
        images: [sign.imageId],
        explain: `Biển ${sign.symbol} là biển "${sign.title}" (QCVN 41:2019/BGTVT).`,
      };
    }),
  ];
  const rows = sources.map((q, i) => {
    const createdAt = ctx.pastDate();
    return {
      row: {
        id: rng.uuid(),
        no: i + 1,
        content: q.content,
        explainAnswer: q.explain,
        images: q.images ?? [],
        isActive: rng.chance(0.95),
        type: q.types,
        chapters: chaptersOf(q.types),
        answerType: q.correct.length > 1 ? ('SELECT_MULTIPLE' as const) : ('SELECT_ONE' as const),
        createdAt,
        updatedAt: createdAt,
      },
      source: q,
    };
  });
  await insertAll(
    db,
    questionTheories,
    rows.map((r) => r.row),
  );
  await insertAll(
    db,
    questionTheoryAnswers,
    rows.flatMap(({ row, source }) =>
      source.answers.map((content, k) => ({
        questionId: row.id,
        no: k + 1,
        parentNo: row.no,
        content,
        correctAnswer: source.correct.includes(k),
      })),
    ),
  );
}
