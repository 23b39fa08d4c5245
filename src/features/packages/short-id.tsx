import { shortId } from '@/lib/package-labels';

/** A row's id: its first block, with the whole id on hover. */
export function ShortId({ id }: { id: string }) {
  return (
    <span className="whitespace-nowrap font-mono text-xs" title={id}>
      {shortId(id)}
    </span>
  );
}
