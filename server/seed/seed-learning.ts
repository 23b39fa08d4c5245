import {
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
import { slugify } from '../kit/slug';

/** Chapters of the national 600-question theory set, mapped to the app's question types. */
const CHAPTER_TYPES: Record<number, TheoryQuestionType> = {
  1: 'RULE_CONCEPT',
  2: 'TRANSPORT_OPERATION',
  3: 'DRIVING_CULTURE_AND_ETHICS',
  4: 'DRIVING_TECHNIQUE',
  5: 'VEHICLE_STRUCTURE_AND_REPAIR',
  6: 'TRAFFIC_SIGN',
  7: 'ROAD_LAYOUT',
};

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

  const theoryRows = ref.theoryQuestions.map((q, i) => {
    const createdAt = ctx.pastDate();
    const chapterType = CHAPTER_TYPES[q.chapter] ?? 'RULE_CONCEPT';
    return {
      id: rng.uuid(),
      no: i + 1,
      content: q.content,
      explainAnswer: `Đáp án đúng: ${q.correct + 1}.`,
      isActive: rng.chance(0.95),
      chapters: [q.chapter],
      type: i % 12 === 0 ? [chapterType, 'CRITICAL_POINT' as const] : [chapterType],
      answerType: 'SELECT_ONE' as const,
      createdAt,
      updatedAt: createdAt,
      source: q,
    };
  });
  await insertAll(
    db,
    questionTheories,
    theoryRows.map(({ source: _s, ...row }) => row),
  );
  await insertAll(
    db,
    questionTheoryAnswers,
    theoryRows.flatMap((q) =>
      q.source.answers.map((content, k) => ({
        questionId: q.id,
        no: k + 1,
        parentNo: q.no,
        content,
        correctAnswer: k === q.source.correct,
      })),
    ),
  );

  await insertAll(
    db,
    trafficSigns,
    ref.trafficSigns.map((s) => {
      const createdAt = ctx.pastDate();
      return {
        title: s.title,
        slug: slugify(`${s.symbol} ${s.title}`),
        symbol: s.symbol,
        content: s.content,
        type: s.type,
        createdAt,
        updatedAt: createdAt,
      };
    }),
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
