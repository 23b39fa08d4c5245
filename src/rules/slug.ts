/**
 * ASCII slug of Vietnamese text: 'Đường Sắt' → 'duong-sat'. Tones and other marks are dropped by Unicode
 * decomposition; đ/Đ do not decompose (they are letters of their own), so they are mapped by hand. The
 * server (server/kit/slug.ts) and forms that preview a slug use this one function.
 */
export function slugify(input: string): string {
  return input
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** What a slug typed by an admin may be: lower-case letters and digits in words joined by single dashes. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
