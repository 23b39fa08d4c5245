import { foldSearchText } from './fold';
import { z } from './z';

/*
 * The command palette (issue 28 §1, docs/palette.md): what may be typed into it, read by the palette and by
 * the server's adminSearch (server/graphql/resolvers/palette.ts) alike.
 */

export const PALETTE_QUERY_MAX = 100;
export const PALETTE_QUERY_MESSAGE = `Search is limited to ${PALETTE_QUERY_MAX} characters`;
/** Records per kind: the palette shows a few of each; the server never sends more than this. */
export const PALETTE_FIRST_DEFAULT = 5;
export const PALETTE_FIRST_MAX = 10;
export const PALETTE_FIRST_MESSAGE = `Ask for 1 to ${PALETTE_FIRST_MAX} records of each kind`;
/**
 * Records are searched from this many characters (after folding): a trigram index finds nothing shorter
 * than a trigram, and a shorter text would have to be looked for in every row. Screens match from one.
 */
export const PALETTE_RECORD_MIN = 3;

export const paletteSearchSchema = z.object({
  // Stored names are composed (NFC); a decomposed 'ễ' typed on some keyboards folds the same either way.
  query: z
    .string()
    .transform((s) => s.normalize('NFC').trim())
    .pipe(z.string().max(PALETTE_QUERY_MAX, { error: PALETTE_QUERY_MESSAGE })),
  first: z
    .number()
    .int({ error: PALETTE_FIRST_MESSAGE })
    .min(1, { error: PALETTE_FIRST_MESSAGE })
    .max(PALETTE_FIRST_MAX, { error: PALETTE_FIRST_MESSAGE })
    .default(PALETTE_FIRST_DEFAULT),
});
export type PaletteSearchInput = z.output<typeof paletteSearchSchema>;

/** The text a search compares: lower case, no tone marks, đ → d, spaces collapsed (kar_fold's twin). */
export const paletteFold = (text: string): string => foldSearchText(text).replace(/\s+/g, ' ').trim();

/**
 * The digits of a text that is a phone number or part of one ('0912 345', '+84 912-345-678'), without the
 * leading 0 or 84 a member may or may not have typed, or null when the text is not all phone characters or
 * has fewer than 3 digits (the members list's rule, server/graphql/resolvers/members.ts).
 */
export function phoneDigits(text: string): string | null {
  if (!/^[\d\s+().-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '').replace(/^(84|0)/, '');
  return digits.length >= 3 ? digits : null;
}
