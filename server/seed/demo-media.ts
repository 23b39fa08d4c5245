import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { media } from '../db/schema';
import type { MediaStore } from '../services/media/media-store';
import { FORMATS } from '../../src/rules/media';

/*
 * Demo photos: drawn as SVG and rendered by sharp (already the upload pipeline's image library), then
 * stored through the same media store as an upload (renditions, /media/… paths, files or S3), so the demo
 * screens show real images without shipping binary files in the repository.
 */

export type DemoBody = 'sedan' | 'suv' | 'hatchback' | 'pickup';

export interface CarPicture {
  kind: 'car';
  body: DemoBody;
  colour: string;
  scene: 'street' | 'showroom' | 'dusk';
  /** The plate covered by a black bar: a 'hidden plate' photo. */
  plateHidden?: boolean;
}
export interface ScreenPicture {
  kind: 'screen';
  accent: string;
}
/** Banner artwork drawn at its slot's ratio (ratioWidth x ratioHeight), with its campaign's words. */
export interface BannerPicture {
  kind: 'banner';
  ratioWidth: number;
  ratioHeight: number;
  accent: string;
  text: string;
}
/** A round profile picture: a car silhouette on a coloured disc. */
export interface AvatarPicture {
  kind: 'avatar';
  body: DemoBody;
  background: string;
  colour: string;
}
export type DemoPicture = CarPicture | ScreenPicture | BannerPicture | AvatarPicture;

const W = 960;
const H = 640;

const SCENES = {
  street: { sky: ['#dbeafe', '#f8fafc'], ground: '#6b7280', line: '#f3f4f6' },
  showroom: { sky: ['#f5f5f4', '#e7e5e4'], ground: '#d6d3d1', line: '#a8a29e' },
  dusk: { sky: ['#fdba74', '#fde68a'], ground: '#4b5563', line: '#fef3c7' },
} as const;

/** Body outlines (x from 120 to 840, ground at y 500), one per body style. */
const BODIES: Record<DemoBody, { body: string; windows: string }> = {
  sedan: {
    body: 'M120 440 Q130 390 210 380 L320 370 L400 300 Q430 285 470 285 L610 285 Q650 285 680 310 L740 370 L800 380 Q840 390 840 440 L840 470 L120 470 Z',
    windows:
      'M335 368 L410 310 Q430 298 470 298 L540 298 L540 368 Z M555 298 L610 298 Q640 298 660 318 L710 368 L555 368 Z',
  },
  suv: {
    body: 'M120 450 L125 380 Q130 350 180 345 L300 340 L360 250 Q375 235 410 235 L680 235 Q720 235 740 270 L780 340 L810 345 Q840 352 840 400 L840 470 L120 470 Z',
    windows:
      'M315 338 L372 258 Q380 248 405 248 L520 248 L520 338 Z M535 248 L670 248 Q700 248 715 275 L755 338 L535 338 Z',
  },
  hatchback: {
    body: 'M140 450 Q150 390 220 380 L330 370 L410 290 Q435 272 480 272 L690 272 Q730 274 750 310 L790 380 Q820 392 820 440 L820 470 L140 470 Z',
    windows:
      'M345 366 L420 300 Q440 285 480 285 L560 285 L560 366 Z M575 285 L680 285 Q710 287 725 315 L760 366 L575 366 Z',
  },
  pickup: {
    body: 'M110 450 L115 380 Q120 350 170 345 L290 340 L350 260 Q365 245 400 245 L560 245 L580 340 L850 340 L850 470 L110 470 Z',
    windows: 'M305 338 L362 268 Q372 258 398 258 L470 258 L470 338 Z M485 258 L545 258 L560 338 L485 338 Z',
  },
};

function carSvg(p: CarPicture): string {
  const scene = SCENES[p.scene];
  const shape = BODIES[p.body];
  const wheel = (cx: number) =>
    `<circle cx="${cx}" cy="470" r="58" fill="#111827"/><circle cx="${cx}" cy="470" r="30" fill="#9ca3af"/><circle cx="${cx}" cy="470" r="8" fill="#374151"/>`;
  const plate = p.plateHidden
    ? '<rect x="430" y="420" width="110" height="32" rx="4" fill="#000"/>'
    : '<rect x="430" y="420" width="110" height="32" rx="4" fill="#fff" stroke="#111827" stroke-width="3"/>' +
      '<rect x="442" y="431" width="24" height="10" fill="#111827"/><rect x="472" y="431" width="56" height="10" fill="#111827"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient>
    <linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.25"/></linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <rect y="500" width="${W}" height="${H - 500}" fill="${scene.ground}"/>
  <g fill="${scene.line}">${Array.from({ length: 8 }, (_, i) => `<rect x="${i * 130 + 10}" y="585" width="70" height="8"/>`).join('')}</g>
  <ellipse cx="480" cy="515" rx="380" ry="22" fill="#000" opacity="0.25"/>
  <path d="${shape.body}" fill="${p.colour}"/>
  <path d="${shape.body}" fill="url(#paint)"/>
  <path d="${shape.windows}" fill="#1f2937" opacity="0.85"/>
  <rect x="800" y="395" width="34" height="18" rx="4" fill="#fde047"/>
  <rect x="126" y="400" width="26" height="16" rx="4" fill="#dc2626"/>
  ${plate}
  ${wheel(260)}${wheel(700)}
</svg>`;
}

function screenSvg(p: ScreenPicture): string {
  const rows = Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="352" y="${170 + i * 62}" width="256" height="46" rx="8" fill="#f3f4f6"/><rect x="364" y="${182 + i * 62}" width="${120 + ((i * 37) % 100)}" height="10" rx="4" fill="#9ca3af"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <rect width="${W}" height="${H}" fill="#e5e7eb"/>
  <rect x="330" y="40" width="300" height="570" rx="36" fill="#111827"/>
  <rect x="342" y="60" width="276" height="530" rx="24" fill="#ffffff"/>
  <rect x="342" y="60" width="276" height="90" rx="24" fill="${p.accent}"/>
  <rect x="366" y="96" width="140" height="14" rx="6" fill="#ffffff" opacity="0.9"/>
  ${rows}
  <circle cx="480" cy="565" r="16" fill="${p.accent}" opacity="0.8"/>
</svg>`;
}

/** Banner artwork: the longer side 800 px, the slot's ratio exactly. */
function bannerSize(p: BannerPicture) {
  const scale = 800 / Math.max(p.ratioWidth, p.ratioHeight);
  return { w: Math.round(p.ratioWidth * scale), h: Math.round(p.ratioHeight * scale) };
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function bannerSvg(p: BannerPicture): string {
  const { w, h } = bannerSize(p);
  const font = Math.round(Math.min(w, h) / 7);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.accent}"/><stop offset="1" stop-color="#111827"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>
  <circle cx="${w * 0.85}" cy="${h * 0.2}" r="${Math.min(w, h) * 0.35}" fill="#ffffff" opacity="0.12"/>
  <text x="${w / 2}" y="${h / 2}" font-family="sans-serif" font-weight="700" font-size="${font}" fill="#ffffff" text-anchor="middle" dominant-baseline="middle">${escapeXml(p.text)}</text>
  <text x="${w / 2}" y="${h / 2 + font * 1.3}" font-family="sans-serif" font-size="${Math.round(font / 2)}" fill="#ffffff" opacity="0.85" text-anchor="middle">KAR</text>
</svg>`;
}

function avatarSvg(p: AvatarPicture): string {
  const shape = BODIES[p.body];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
  <circle cx="300" cy="300" r="300" fill="${p.background}"/>
  <g transform="translate(60 110) scale(0.5)"><path d="${shape.body}" fill="${p.colour}"/><path d="${shape.windows}" fill="#1f2937" opacity="0.85"/>
  <circle cx="260" cy="470" r="58" fill="#111827"/><circle cx="700" cy="470" r="58" fill="#111827"/></g>
</svg>`;
}

function svgOf(picture: DemoPicture): string {
  switch (picture.kind) {
    case 'car':
      return carSvg(picture);
    case 'screen':
      return screenSvg(picture);
    case 'banner':
      return bannerSvg(picture);
    case 'avatar':
      return avatarSvg(picture);
  }
}

export type DemoMediaRow = typeof media.$inferInsert & { id: string };

/**
 * Renders each picture and stores it like an upload; answers the media rows to insert (the caller
 * inserts them in its transaction). `uploadBy` is the member or admin the photo belongs to.
 */
export async function writeDemoImages(
  store: MediaStore,
  pictures: readonly { id: string; picture: DemoPicture; fileName: string; uploadBy: string | null }[],
  now: Date,
): Promise<DemoMediaRow[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kar-demo-media-'));
  const one = async ({
    id,
    picture,
    fileName,
    uploadBy,
  }: (typeof pictures)[number]): Promise<DemoMediaRow> => {
    const temp = path.join(dir, `${id}.jpg`);
    const svg = svgOf(picture);
    // Drawn at up to 960 px and rendered at most 800 px on the longer side: enough for the full-size view.
    await sharp(Buffer.from(svg))
      .resize({ width: 800, height: 800, fit: 'inside' })
      .jpeg({ quality: 85 })
      .toFile(temp);
    const size = (await stat(temp)).size;
    const stored = await store.store({ tempFile: temp, format: FORMATS.jpeg, id, now });
    return {
      id,
      fileName,
      filePathOriginal: stored.filePathOriginal,
      filePathLG: stored.filePathLG,
      filePathSM: stored.filePathSM,
      thumbnail: stored.thumbnail,
      mimeType: 'image/jpeg',
      sizeBytes: size,
      uploadBy,
      createdAt: now,
      updatedAt: now,
    };
  };
  try {
    // A few at a time: the renditions keep both cores busy without piling up decoded images.
    const rows: DemoMediaRow[] = [];
    for (let i = 0; i < pictures.length; i += 3)
      rows.push(...(await Promise.all(pictures.slice(i, i + 3).map(one))));
    return rows;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
