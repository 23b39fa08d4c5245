import { formatCount } from '@/lib/package-name';

/** A quantity or number of days in a table cell, kept on one line ('Không giới hạn' included). */
export function Count({ n }: { n: number | null | undefined }) {
  return <span className="whitespace-nowrap tabular-nums">{formatCount(n)}</span>;
}
