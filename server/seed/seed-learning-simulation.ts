import {
  media,
  questionSimulationAnswers,
  questionSimulationGroups,
  questionSimulations,
} from '../db/schema';
import { type SimulationType, simulationTypes } from '../db/tables/enums';
import { SEGMENT_POINTS } from '../../src/rules/learning-simulation-types';
import { type SeedContext, insertAll } from './context';
import { simulationQuestionTitles } from './data/reference';
import { createRng } from './random';
import { type Rgb, tinyMp4 } from './tiny-mp4';

const SIMULATION_CHAPTERS: readonly SimulationType[] = [
  'CHAPTER_URBAN',
  'CHAPTER_SUBURBAN',
  'CHAPTER_HIGHWAY',
  'CHAPTER_MOUNTAIN',
  'CHAPTER_NATIONAL_ROAD',
  'CHAPTER_REAL_ACCIDENT',
];

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

const HAZARD_COLOURS: readonly Rgb[] = [
  [220, 40, 40],
  [240, 170, 20],
  [40, 90, 220],
  [150, 60, 200],
  [30, 160, 90],
];

export const DEMO_CLIP = { width: 96, height: 64, frameMs: 1000 } as const;

/**
 * A demo clip: sky, a road whose lane marks run towards the viewer, and from `hazardAt` a coloured
 * block (the hazard) that comes in from one side and grows. One frame a second keeps each clip near
 * 200 KB.
 */
export function demoClip(seconds: number, hazardAt: number, colour: Rgb, fromLeft: boolean) {
  const { width, height } = DEMO_CLIP;
  const horizon = 24;
  return tinyMp4({
    ...DEMO_CLIP,
    frames: seconds,
    pixel(f, x, y) {
      if (y < horizon) return [130, 185, 235];
      const depth = (y - horizon) / (height - horizon);
      const half = 8 + depth * 40;
      const onRoad = Math.abs(x - width / 2) < half;
      if (!onRoad) return [70, 140, 60];
      const grown = f - hazardAt;
      if (grown >= 0) {
        const size = 8 + grown * 6;
        const left = fromLeft ? 0 : width - size;
        if (x >= left && x < left + size && y > height - size - 4) return colour;
      }
      const marks = Math.abs(x - width / 2) < 1 + depth && Math.floor(y / 6 + f) % 2 === 0;
      return marks ? [240, 240, 240] : [95, 95, 100];
    },
  });
}

/**
 * 30 simulation questions, each with a generated clip (a `media` row whose paths are a `data:` URL,
 * as the sign pictures: the seed has no upload folder) and a valid timeline: five contiguous segments
 * from the hazard's appearance, scoring 5 down to 1, within the clip; then 10 groups of them.
 * A generator of its own, so the rest of the demo data does not move when this part changes.
 */
export async function seedSimulations(ctx: SeedContext) {
  const rng = createRng(0x5131);
  const { db } = ctx;
  const clips: (typeof media.$inferInsert)[] = [];
  const questions = simulationQuestionTitles.slice(0, 30).map((title, i) => {
    const seconds = rng.int(14, 22);
    const hazardAt = rng.int(3, seconds - 11);
    const createdAt = ctx.pastDate();
    const videoId = rng.uuid();
    const bytes = demoClip(
      seconds,
      hazardAt,
      HAZARD_COLOURS[i % HAZARD_COLOURS.length] ?? [220, 40, 40],
      i % 2 === 0,
    );
    const url = `data:video/mp4;base64,${Buffer.from(bytes).toString('base64')}`;
    clips.push({
      id: videoId,
      fileName: `simulation-${String(i + 1).padStart(2, '0')}.mp4`,
      filePathOriginal: url,
      mimeType: 'video/mp4',
      sizeBytes: bytes.length,
      durationSeconds: seconds,
      createdAt,
      updatedAt: createdAt,
    });
    const chapter = SIMULATION_CHAPTERS[i % SIMULATION_CHAPTERS.length] ?? 'CHAPTER_URBAN';
    // Segments of 1 or 2 seconds from the hazard's appearance; their sum stays under the clip's end.
    let at = hazardAt;
    const segments = SEGMENT_POINTS.map((point, k) => {
      const from = at;
      at += rng.int(1, 2);
      return { no: k + 1, point, from, to: at };
    });
    return {
      row: {
        id: rng.uuid(),
        no: i + 1,
        content: `${title}. Khi nào người lái cần phát hiện tình huống nguy hiểm?`,
        explainAnswer:
          'Nhấn ngay khi nhìn thấy dấu hiệu nguy hiểm đầu tiên: càng sớm càng được nhiều điểm. Giảm tốc độ và giữ khoảng cách an toàn.',
        videos: videoId,
        type: i % 5 === 0 ? [chapter, 'FREQUENTLY_WRONG' as const] : [chapter],
        createdAt,
        updatedAt: createdAt,
      },
      segments,
    };
  });
  await insertAll(db, media, clips);
  await insertAll(
    db,
    questionSimulations,
    questions.map((q) => q.row),
  );
  await insertAll(
    db,
    questionSimulationAnswers,
    questions.flatMap((q) =>
      q.segments.map((s) => ({
        questionId: q.row.id,
        no: s.no,
        parentNo: q.row.no,
        minuteFrom: Math.floor(s.from / 60),
        secondFrom: s.from % 60,
        minuteTo: Math.floor(s.to / 60),
        secondTo: s.to % 60,
        point: s.point,
      })),
    ),
  );
  await insertAll(
    db,
    questionSimulationGroups,
    Array.from({ length: 10 }, (_, i) => {
      const type = simulationTypes[i % simulationTypes.length] ?? 'PRACTICE_EXAM';
      const createdAt = ctx.pastDate();
      return {
        name:
          type === 'PRACTICE_EXAM'
            ? `Đề thi thử mô phỏng số ${String(i + 1)}`
            : `Bộ câu hỏi ${String(i + 1)} - ${GROUP_LABELS[type]}`,
        type,
        questions: rng.sample(questions, 10).map((q) => q.row.id),
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
}
