/**
 * Rich text as the editor and the server both read it. An empty editor holds `<p></p>`: that is no
 * text, so an EN field left so shows 'EN missing' and the server stores null.
 */
export function isBlankHtml(html: string | null | undefined): boolean {
  if (html == null) return true;
  if (/<(img|iframe|hr)\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim() === ''
  );
}
