/** Lower-case ASCII form of Vietnamese text, so 'do' finds 'Đỏ' and 'ha noi' finds 'Hà Nội'. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether every word of the keyword occurs in one of the texts (accent- and case-insensitive). */
export function matchesKeyword(keyword: string, ...texts: (string | null | undefined)[]): boolean {
  const words = foldText(keyword).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText(texts.filter(Boolean).join(' '));
  return words.every((w) => haystack.includes(w));
}
