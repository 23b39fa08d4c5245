/**
 * Vietnamese text folded for matching, in one place for the SPA and the server: lower case, no tone or
 * other marks, đ → d (đ is a letter of its own and does not decompose). Migration 0006's `kar_fold`
 * does the same in SQL, so 'hyundai tucson' finds 'Hyundai Tucson' and 'Đà' finds 'da'.
 */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase();
}

/** `foldSearchText` with runs of spaces made one and the ends trimmed: a keyword as its words. */
export function foldText(text: string): string {
  return foldSearchText(text).replace(/\s+/g, ' ').trim();
}

/**
 * Whether every word of the keyword occurs in one of the texts, accent- and case-insensitively: 'ha noi'
 * finds 'Thành phố Hà Nội', 'toyota vios' finds a version 'Vios 1.5 G' of the brand 'Toyota'.
 */
export function matchesKeyword(keyword: string, ...texts: (string | null | undefined)[]): boolean {
  const words = foldText(keyword).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText(texts.filter(Boolean).join(' '));
  return words.every((w) => haystack.includes(w));
}
