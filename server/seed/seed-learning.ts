import {
  media,
  questionSimulationAnswers,
  questionSimulationGroups,
  questionSimulations,
  questionTheories,
  questionTheoryAnswers,
  trafficSigns,
} from '../db/schema';
import { type SimulationType, simulationTypes, type TheoryQuestionType } from '../db/tables/enums';
import { type SeedContext, insertAll } from './context';
import * as ref from './data/reference';
import { CHAPTER_TYPES, chaptersOf } from '../kit/learning';
import { firstFreeSlug, slugRoot } from '../kit/slug';
import { extraTheoryQuestions } from './data/learning';
import { signImageUrl } from './sign-images';

const SIMULATION_CHAPTERS: readonly SimulationType[] = [
  'CHAPTER_URBAN',
  'CHAPTER_SUBURBAN',
  'CHAPTER_HIGHWAY',
  'CHAPTER_MOUNTAIN',
  'CHAPTER_NATIONAL_ROAD',
  'CHAPTER_REAL_ACCIDENT',
];

const SCENARIOS = [
  'Xe máy bất ngờ chuyển hướng từ làn bên phải sang trước đầu xe',
  'Người đi bộ băng qua đường tại vạch kẻ đường khi đèn vàng',
  'Xe tải phía trước dừng đột ngột trên đường cao tốc',
  'Xe đi ngược chiều lấn làn khi vào khúc cua trên đèo',
  'Trẻ em chạy ra đường từ sau xe buýt đang đỗ',
  'Xe phía trước mở cửa bất ngờ khi đỗ sát lề',
  'Xe cứu thương phát tín hiệu ưu tiên phía sau',
  'Đường trơn trượt, xe phía trước phanh gấp',
  'Xe container rẽ phải chiếm hết làn đường',
  'Xe máy chở hàng cồng kềnh lạng lách phía trước',
];

export async function seedLearning(ctx: SeedContext) {
  const { db, rng } = ctx;

  const simulationRows = Array.from({ length: 60 }, (_, i) => {
    const scenario = SCENARIOS[i % SCENARIOS.length] ?? 'Tình huống giao thông';
    const chapter = SIMULATION_CHAPTERS[i % SIMULATION_CHAPTERS.length] ?? 'CHAPTER_URBAN';
    const createdAt = ctx.pastDate();
    return {
      id: rng.uuid(),
      no: i + 1,
      content: `Tình huống ${i + 1}: ${scenario}. Thời điểm nào người lái cần phát hiện nguy hiểm và xử lý?`,
      explainAnswer: 'Nhận biết sớm dấu hiệu nguy hiểm, giảm tốc độ và giữ khoảng cách an toàn.',
      type: i % 5 === 0 ? [chapter, 'FREQUENTLY_WRONG' as const] : [chapter],
      createdAt,
      updatedAt: createdAt,
    };
  });
  await insertAll(db, questionSimulations, simulationRows);
  await insertAll(
    db,
    questionSimulationAnswers,
    simulationRows.flatMap((q) => {
      // Five windows scoring 5..1: the earlier the reaction, the higher the score.
      const start = rng.int(5, 40);
      return [5, 4, 3, 2, 1].map((point, k) => {
        const from = start + k;
        return {
          questionId: q.id,
          no: k + 1,
          parentNo: q.no,
          minuteFrom: Math.floor(from / 60),
          secondFrom: from % 60,
          minuteTo: Math.floor((from + 1) / 60),
          secondTo: (from + 1) % 60,
          point,
        };
      });
    }),
  );

  await insertAll(
    db,
    questionSimulationGroups,
    Array.from({ length: 30 }, (_, i) => {
      const type = simulationTypes[i % simulationTypes.length] ?? 'PRACTICE_EXAM';
      const createdAt = ctx.pastDate();
      return {
        name:
          type === 'PRACTICE_EXAM'
            ? `Đề thi thử mô phỏng số ${i + 1}`
            : `Bộ câu hỏi ${i + 1} - ${GROUP_LABELS[type]}`,
        type,
        questions: rng.sample(simulationRows, 10).map((q) => q.id),
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );

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

const GROUP_LABELS: Record<SimulationType, string> = {
  PRACTICE_EXAM: 'Đề thi thử',
  FREQUENTLY_WRONG: 'Câu hay sai',
  WRONG: 'Câu đã làm sai',
  CHAPTER_URBAN: 'Giao thông đô thị',
  CHAPTER_SUBURBAN: 'Ngoại thành',
  CHAPTER_HIGHWAY: 'Cao tốc',
  CHAPTER_MOUNTAIN: 'Đường đèo núi',
  CHAPTER_NATIONAL_ROAD: 'Quốc lộ',
  CHAPTER_REAL_ACCIDENT: 'Tai nạn thực tế',
};
