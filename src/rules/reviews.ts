import { isBlankHtml } from './rich-text';
import { SLUG_PATTERN } from './slug';
import { hasNul, NUL_MESSAGE } from './text';
import { z } from './z';

/** SPEC §5 generic required message, with the field named. */
export const reviewRequired = (label: string) => `${label} must not be left blank`;
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 1000;
/** Rich text as HTML; a long article with embeds stays well under it. */
export const CONTENT_MAX = 200_000;
export const SLUG_MAX = 120;
export const MODELS_MAX = 20;
export const MEDIA_MAX = 30;
export const KEYWORD_MAX = 100;
export const SLUG_MESSAGE = 'Use lower-case letters, digits and single dashes (e.g. danh-gia-vinfast-vf8)';
export const SLUG_TAKEN_MESSAGE = 'This slug is already used; choose another';
/** Not in SPEC: the slug of a record in the Trash stays its own until deleted for good (docs/trash.md). */
export const SLUG_IN_TRASH_MESSAGE =
  'This slug belongs to a record in the Trash; restore it, delete it for good, or choose another';
export const CATEGORY_UNKNOWN_MESSAGE = 'Unknown category';
export const MODEL_UNKNOWN_MESSAGE = 'Unknown car model';
export const MEDIA_UNKNOWN_MESSAGE = 'Unknown media; upload it again';
export const THUMBNAIL_IMAGE_MESSAGE = 'The thumbnail must be an image';
export const VIDEO_LINK_MESSAGE = 'Enter a YouTube link or the https:// address of a video file';
export const categoryInUseMessage = (n: number) =>
  `This category cannot be deleted: ${String(n)} ${n === 1 ? 'review uses' : 'reviews use'} it. Move or delete those reviews first.`;

/** Not in SPEC: only reviews in the Trash use the category; they may come back (docs/trash.md). */
export const categoryInTrashUseMessage = (n: number) =>
  `This category cannot be deleted: ${String(n)} ${n === 1 ? 'review' : 'reviews'} in the Trash ${n === 1 ? 'uses' : 'use'} it. Delete ${n === 1 ? 'it' : 'them'} for good first.`;

/** Text stored composed and trimmed; NUL refused (PostgreSQL text cannot hold it). */
const text = (label: string, max: number) =>
  z
    .string({ error: reviewRequired(label) })
    .transform((s) => s.normalize('NFC').trim())
    .pipe(
      z
        .string()
        .max(max, { error: `${label} is limited to ${String(max)} characters` })
        .refine((s) => !hasNul(s), NUL_MESSAGE),
    );

const requiredText = (label: string, max: number) =>
  text(label, max).refine((s) => s.length > 0, { error: reviewRequired(label) });

/** Optional text: empty is stored as null. */
const optionalText = (label: string, max: number) =>
  text(label, max)
    .nullish()
    .transform((s) => s || null);

const html = (label: string) =>
  z
    .string()
    .max(CONTENT_MAX, { error: `${label} is too long` })
    .refine((s) => !hasNul(s), NUL_MESSAGE)
    .nullish()
    .transform((s) => (s == null || isBlankHtml(s) ? null : s));

const slug = z
  .string()
  .trim()
  .max(SLUG_MAX, { error: `The slug is limited to ${String(SLUG_MAX)} characters` })
  .refine((s) => s === '' || SLUG_PATTERN.test(s), { error: SLUG_MESSAGE })
  .nullish()
  .transform((s) => s || null);

const ids = (message: string, max: number, label: string) =>
  z
    .array(z.guid({ error: message }))
    .max(max, { error: `At most ${String(max)} ${label}` })
    .nullish()
    .transform((v) => [...new Set(v ?? [])]);

/**
 * A review (SPEC §3) as the editor sends it and adminCreateReview / adminEditReview parse it: VI is the
 * source language (name and content required), EN may be left empty (the form shows 'EN missing').
 * Content is HTML; the server sanitises it after this parse (server/kit/rich-text.ts).
 */
export const reviewSchema = z.object({
  nameVi: requiredText('Title (VI)', TITLE_MAX),
  nameEn: text('Title (EN)', TITLE_MAX)
    .nullish()
    .transform((s) => s ?? ''),
  descriptionVi: optionalText('Description (VI)', DESCRIPTION_MAX),
  descriptionEn: optionalText('Description (EN)', DESCRIPTION_MAX),
  contentVi: html('Content (VI)').refine((s) => s !== null, { error: reviewRequired('Content (VI)') }),
  contentEn: html('Content (EN)'),
  category: z
    .string({ error: reviewRequired('Category') })
    .min(1, { error: reviewRequired('Category') })
    .pipe(z.guid({ error: CATEGORY_UNKNOWN_MESSAGE })),
  modelIds: ids(MODEL_UNKNOWN_MESSAGE, MODELS_MAX, 'car models'),
  mediaIds: ids(MEDIA_UNKNOWN_MESSAGE, MEDIA_MAX, 'media'),
  thumnail: z
    .guid({ error: MEDIA_UNKNOWN_MESSAGE })
    .nullish()
    .transform((v) => v ?? null),
  applyType: optionalText('Apply type', 50),
  isActive: z
    .boolean()
    .nullish()
    .transform((v) => v ?? true),
  slug,
});

export type ReviewInput = z.input<typeof reviewSchema>;
export type ReviewValues = z.output<typeof reviewSchema>;

/** The EN fields 'Copy from VI' may fill and 'EN missing' watches, each with its VI source. */
export const EN_FIELDS = [
  ['nameEn', 'nameVi'],
  ['descriptionEn', 'descriptionVi'],
  ['contentEn', 'contentVi'],
] as const;

/** A review category (SPEC §3: name VI and EN, slug, active). */
export const reviewCategorySchema = z.object({
  nameVi: requiredText('Name (VI)', TITLE_MAX),
  nameEn: requiredText('Name (EN)', TITLE_MAX),
  slug,
  isActive: z
    .boolean()
    .nullish()
    .transform((v) => v ?? true),
});

export type ReviewCategoryInput = z.input<typeof reviewCategorySchema>;
export type ReviewCategoryValues = z.output<typeof reviewCategorySchema>;

/** The id of a YouTube video in any of its link forms, or null for a link that is not YouTube's. */
export function youtubeId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const id = /^[A-Za-z0-9_-]{11}$/;
  if (host === 'youtu.be') {
    const v = url.pathname.slice(1).split('/')[0] ?? '';
    return id.test(v) ? v : null;
  }
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return null;
  const v = url.searchParams.get('v');
  if (url.pathname === '/watch' && v && id.test(v)) return v;
  const m = /^\/(?:embed|shorts|live|v)\/([A-Za-z0-9_-]{11})(?:[/?#]|$)/.exec(url.pathname);
  return m?.[1] ?? null;
}

/** The privacy-enhanced embed address a YouTube video plays from. */
export const youtubeEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}`;

const VIDEO_FILE = /\.(mp4|m4v|webm|ogv|ogg|mov)$/i;
const YOUTUBE_HOSTS = /^(www\.|m\.)?(youtube\.com|youtube-nocookie\.com|youtu\.be)$/i;

/**
 * A review video's link (§2.7): a YouTube link, played embedded, or a video file played in an HTML5
 * player: an mp4 uploaded to this app's media store (`/media/…`) or the https address of a video file.
 * Anything else (a web page, a YouTube link naming no video, plain http) is refused when saved.
 */
export function isVideoLink(link: string): boolean {
  if (youtubeId(link)) return true;
  if (/^\/media\/[^/\\]/.test(link)) return VIDEO_FILE.test(link.split(/[?#]/)[0] ?? '');
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || YOUTUBE_HOSTS.test(url.hostname)) return false;
  return VIDEO_FILE.test(url.pathname);
}

export const reviewVideoSchema = z.object({
  title: requiredText('Title', TITLE_MAX),
  description: optionalText('Description', DESCRIPTION_MAX),
  linkVideo: requiredText('Video link', 2000).refine(isVideoLink, { error: VIDEO_LINK_MESSAGE }),
});

export type ReviewVideoInput = z.input<typeof reviewVideoSchema>;
export type ReviewVideoValues = z.output<typeof reviewVideoSchema>;

/** Keyword lists (SPEC §7: skip, take, keyword; trimmed) and the reviews' category filter. */
export const reviewListSchema = z.object({
  keyword: z
    .string()
    .trim()
    .max(KEYWORD_MAX, { error: `Search is limited to ${String(KEYWORD_MAX)} characters` })
    .nullish()
    .transform((k) => k || undefined),
  category: z
    .guid({ error: CATEGORY_UNKNOWN_MESSAGE })
    .nullish()
    .transform((v) => v ?? undefined),
});

export const reviewIdSchema = (what: string) =>
  z.object({ id: z.guid({ error: `${what} id must be a UUID` }) });
