import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { media, reviewCategories, reviews, reviewVideos } from '../db/schema';
import { sanitizeRichText } from '../kit/rich-text';
import { slugify } from '../kit/slug';
import type { MediaStore } from '../services/media/media-store';
import { FORMATS } from '../../src/rules/media';
import { youtubeId as youtubeIdOf } from '../../src/rules/reviews';
import { type SeedContext, insertAll } from './context';
import { type CarPicture, type DemoMediaRow, writeDemoImages } from './demo-media';
import { type Rgb, tinyMp4 } from './tiny-mp4';

const YOUTUBE_ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const SEED_BASE_DATE = new Date('2026-01-15T03:00:00Z');

/** Two more than seed-content's ten, so the categories list has a second page (10 per page). */
const MORE_CATEGORIES = [
  { nameVi: 'Xe cũ', nameEn: 'Used cars' },
  { nameVi: 'Phụ kiện - Đồ chơi xe', nameEn: 'Accessories' },
] as const;

const PROS = [
  { vi: 'Tiết kiệm nhiên liệu, chi phí nuôi xe thấp', en: 'Frugal with fuel, cheap to run' },
  { vi: 'Khoang nội thất rộng, hàng ghế sau thoải mái', en: 'Roomy cabin with a comfortable back seat' },
  { vi: 'Trang bị an toàn đầy đủ trong tầm giá', en: 'Full safety kit for the money' },
  { vi: 'Giữ giá tốt khi bán lại', en: 'Holds its value well' },
  { vi: 'Vô-lăng nhẹ, dễ lái trong phố', en: 'Light steering, easy in town' },
];
const CONS = [
  { vi: 'Cách âm chưa tốt ở tốc độ cao', en: 'Noisy at motorway speeds' },
  { vi: 'Màn hình giải trí phản hồi chậm', en: 'Slow infotainment screen' },
  { vi: 'Hộp số hơi giật khi tăng tốc gấp', en: 'The gearbox jerks under hard acceleration' },
  { vi: 'Cốp sau nhỏ hơn đối thủ', en: 'Smaller boot than its rivals' },
];

/**
 * A review's body as the editor writes it: headings, paragraphs with emphasis, a pros and cons list,
 * a quote and a link; every fifth one embeds a YouTube video on the privacy-enhanced domain. Passed
 * through the same sanitiser as an admin's save, so the demo holds only what a save could store.
 */
function reviewBody(
  lang: 'vi' | 'en',
  title: string,
  pros: readonly { vi: string; en: string }[],
  cons: readonly { vi: string; en: string }[],
  videoId: string | null,
): string {
  const vi = lang === 'vi';
  const li = (items: readonly { vi: string; en: string }[]) =>
    items.map((x) => `<li><p>${vi ? x.vi : x.en}</p></li>`).join('');
  const html = [
    `<p><strong>${title}</strong> — ${
      vi
        ? 'đội ngũ KAR đã chạy thử hơn 500 km trong phố và trên cao tốc để đưa ra nhận xét dưới đây.'
        : 'the KAR team drove it for over 500 km in town and on the motorway before writing this.'
    }</p>`,
    `<h2>${vi ? 'Thiết kế' : 'Design'}</h2>`,
    `<p>${
      vi
        ? 'Ngoại thất được làm mới với cụm đèn LED và lưới tản nhiệt lớn hơn. Bên trong, vật liệu <em>mềm</em> xuất hiện nhiều hơn ở bảng táp-lô.'
        : 'The outside is refreshed with LED lamps and a larger grille. Inside, there is more <em>soft-touch</em> material on the dashboard.'
    }</p>`,
    `<h2>${vi ? 'Ưu điểm' : 'What we like'}</h2>`,
    `<ul>${li(pros)}</ul>`,
    `<h2>${vi ? 'Nhược điểm' : 'What we do not'}</h2>`,
    `<ul>${li(cons)}</ul>`,
    videoId
      ? `<div data-youtube-video=""><iframe src="https://www.youtube-nocookie.com/embed/${videoId}" width="560" height="315" allowfullscreen="true"></iframe></div>`
      : '',
    `<blockquote><p>${
      vi
        ? 'Một lựa chọn đáng cân nhắc cho người mua xe lần đầu.'
        : 'A sensible choice for a first-time buyer.'
    }</p></blockquote>`,
    `<p>${vi ? 'Xem thêm bảng giá tại' : 'See the latest prices on'} <a href="https://kar.vn/gia-xe" target="_blank">kar.vn</a>.</p>`,
  ].join('');
  return sanitizeRichText(html) ?? '';
}

/** A short demo clip for the hosted review videos: a car-coloured band sliding across a road. */
function reviewClip(colour: Rgb) {
  return tinyMp4({
    width: 96,
    height: 64,
    frameMs: 500,
    frames: 8,
    pixel(f, x, y) {
      if (y < 24) return [150, 200, 240];
      const left = (f * 10) % 96;
      if (y > 34 && y < 50 && x >= left && x < left + 30) return colour;
      return y % 12 === 0 && x % 16 < 8 ? [240, 240, 240] : [90, 90, 95];
    },
  });
}

async function writeClips(store: MediaStore, ids: readonly string[], now: Date): Promise<DemoMediaRow[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kar-demo-clips-'));
  const colours: Rgb[] = [
    [220, 40, 40],
    [30, 110, 220],
    [240, 200, 30],
  ];
  try {
    const rows: DemoMediaRow[] = [];
    for (const [i, id] of ids.entries()) {
      const temp = path.join(dir, `${id}.mp4`);
      const bytes = reviewClip(colours[i % colours.length] ?? [220, 40, 40]);
      await writeFile(temp, bytes);
      const size = (await stat(temp)).size;
      const stored = await store.store({ tempFile: temp, format: FORMATS.mp4, id, now });
      rows.push({
        id,
        fileName: `video-danh-gia-${i + 1}.mp4`,
        filePathOriginal: stored.filePathOriginal,
        filePathLG: stored.filePathLG,
        filePathSM: stored.filePathSM,
        thumbnail: stored.thumbnail,
        mimeType: 'video/mp4',
        sizeBytes: size,
        durationSeconds: 4,
        uploadBy: null,
        createdAt: now,
        updatedAt: now,
      });
    }
    return rows;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Gives the reviews seed-content.ts inserts what an editor would have written: rich text in VI and EN
 * (every seventh review still waiting for its translation, so 'EN missing' shows), thumbnails and photos
 * from the media store, two more categories (the list has a second page, one of them inactive), and
 * mp4 clips in the media store for one review video in four. It runs after the other steps on its own
 * random stream and rewrites rows rather than inserting them, so the rows and random draws of every
 * other step stay as they were. Without a media store the reviews have no pictures and every video
 * stays a YouTube link.
 */
export async function seedReviews(ctx: SeedContext, store: MediaStore | undefined) {
  const { db, rng } = ctx;
  await insertAll(
    db,
    reviewCategories,
    MORE_CATEGORIES.map((c) => {
      const createdAt = ctx.pastDate();
      return {
        ...c,
        slug: slugify(c.nameEn),
        isActive: c.nameEn !== 'Accessories',
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );

  let photos: DemoMediaRow[] = [];
  let clips: DemoMediaRow[] = [];
  if (store) {
    const colours = ['#dc2626', '#2563eb', '#f8fafc', '#111827', '#16a34a', '#a16207'];
    const bodies = ['sedan', 'suv', 'hatchback', 'pickup'] as const;
    const scenes = ['street', 'showroom', 'dusk'] as const;
    photos = await writeDemoImages(
      store,
      Array.from({ length: 8 }, (_, i) => ({
        id: rng.uuid(),
        picture: {
          kind: 'car',
          body: bodies[i % bodies.length] ?? 'sedan',
          colour: colours[i % colours.length] ?? '#dc2626',
          scene: scenes[i % scenes.length] ?? 'street',
        } satisfies CarPicture,
        fileName: `danh-gia-${i + 1}.jpg`,
        uploadBy: null,
      })),
      SEED_BASE_DATE,
    );
    clips = await writeClips(
      store,
      Array.from({ length: 3 }, () => rng.uuid()),
      SEED_BASE_DATE,
    );
    await insertAll(db, media, [...photos, ...clips]);
  }

  const youtubeId = () => Array.from({ length: 11 }, () => rng.pick([...YOUTUBE_ID_CHARS])).join('');
  const rows = await db
    .select({ id: reviews.id, nameVi: reviews.nameVi, nameEn: reviews.nameEn, updatedAt: reviews.updatedAt })
    .from(reviews)
    .orderBy(asc(reviews.createdAt), asc(reviews.id));
  for (const [i, row] of rows.entries()) {
    const untranslated = i % 7 === 6;
    const pros = rng.sample(PROS, 3);
    const cons = rng.sample(CONS, 2);
    const video = i % 5 === 0 ? youtubeId() : null;
    const pictures = photos.length ? rng.sample(photos, rng.int(1, 3)) : [];
    await db
      .update(reviews)
      .set({
        nameEn: untranslated ? '' : row.nameEn,
        descriptionVi: `Đánh giá chi tiết: ${row.nameVi}`,
        descriptionEn: untranslated ? null : `In depth: ${row.nameEn}`,
        contentVi: reviewBody('vi', row.nameVi, pros, cons, video),
        contentEn: untranslated ? null : reviewBody('en', row.nameEn, pros, cons, video),
        mediaIds: pictures.map((p) => p.id),
        thumnail: pictures[0]?.id ?? null,
        // Rewritten, not edited: the review keeps the time seed-content gave it.
        updatedAt: row.updatedAt,
      })
      .where(eq(reviews.id, row.id));
  }

  if (clips.length) {
    // seed-content.ts points one video in four at a file on a CDN; these play the stored clips instead.
    const videos = await db
      .select({ id: reviewVideos.id, linkVideo: reviewVideos.linkVideo, updatedAt: reviewVideos.updatedAt })
      .from(reviewVideos)
      .orderBy(asc(reviewVideos.createdAt), asc(reviewVideos.id));
    for (const [i, v] of videos.filter((x) => !youtubeIdOf(x.linkVideo)).entries()) {
      const clip = clips[i % clips.length];
      if (clip) {
        await db
          .update(reviewVideos)
          .set({ linkVideo: clip.filePathOriginal, updatedAt: v.updatedAt })
          .where(eq(reviewVideos.id, v.id));
      }
    }
  }
}
