import { truncate } from '@/lib/format';

/** SPEC §9 truncation: the cell shows `max` characters, the whole text on hover and to screen readers. */
export function Truncated({ text, max = 150 }: { text: string | null | undefined; max?: number }) {
  if (!text) return <>-</>;
  const shown = truncate(text, max);
  return shown === text ? <>{text}</> : <span title={text}>{shown}</span>;
}
