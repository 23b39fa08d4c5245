import { decodeHTML } from 'entities';

/** Elements whose text a reader never sees. */
const HIDDEN = /<(script|style|template|noscript|head)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** Tags that break a line or start a block: the words on either side are apart on screen. */
const BREAKING_TAG =
  /<\/?(?:br|p|div|li|ul|ol|dl|dt|dd|h[1-6]|tr|td|th|table|blockquote|section|article|header|footer|hr|pre|figure|figcaption|img)\b[^>]*>/gi;
/** Any other tag or comment joins what is on either side ('<b>Xe</b>Điện' reads 'XeĐiện'). */
const TAG = /<\/?[a-z][^>]*>|<!--[\s\S]*?-->/gi;

/**
 * The text a reader sees in `input`: tags dropped (with what scripts and styles hold), entities decoded
 * ('Xe &amp; Đồ' → 'Xe & Đồ'). Plain text comes back as it is. Decoding comes last, so an escaped tag
 * ('&lt;b&gt;') is text the reader sees, not a tag.
 */
export function visibleText(input: string): string {
  if (!input.includes('<') && !input.includes('&')) return input;
  return decodeHTML(input.replace(HIDDEN, ' ').replace(BREAKING_TAG, ' ').replace(TAG, ''));
}

/** Runs of letters of a script that is neither Latin (Vietnamese included) nor shared (digits, punctuation). */
const OTHER_SCRIPT = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]+/gu;

/**
 * ASCII slug of the text a reader sees: 'Đường Sắt' → 'duong-sat', '<p>Xe &amp; Điện</p>' → 'xe-dien'.
 * Tones and other marks are dropped by Unicode decomposition; đ/Đ do not decompose (they are letters of
 * their own), so they are mapped by hand. Given `transliterate` (the server passes any-ascii, see
 * server/kit/slug.ts), a run of another script is written in Latin letters ('Москва' → 'moskva',
 * '東京' → 'dongjing') instead of being dropped, and so are Latin letters that do not decompose ('ß', 'ø');
 * without it (the SPA's previews, which do not carry the tables) they are dropped. The server and the
 * forms that preview a slug use this one function.
 */
export function slugify(input: string, transliterate?: (text: string) => string): string {
  let text = visibleText(input).normalize('NFC');
  // Apart from its neighbours: a transliterated run is a word of its own.
  if (transliterate) text = text.replace(OTHER_SCRIPT, (run) => ` ${transliterate(run)} `);
  text = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd');
  // Letters only: a symbol or an emoji is not something a reader spells out.
  if (transliterate) text = text.replace(/[^\P{L}a-zA-Z]+/gu, (run) => transliterate(run));
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** What a slug typed by an admin may be: lower-case letters and digits in words joined by single dashes. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
