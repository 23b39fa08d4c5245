import { Check, Copy } from 'lucide-react';
import { useLayoutEffect, useState } from 'react';
import { Truncated } from '@/components/data-table/truncated';
import { Button } from '@/components/ui/button';

/** SPEC §9: the copy indicator shows for 500 ms. */
export const COPIED_MS = 500;

/**
 * SPEC §2.7: the slug cut to 30 characters (whole on hover) and a button that copies the whole slug,
 * showing 'copied' for 500 ms. The word is announced too (a polite live region).
 */
export function SlugCell({ slug }: { slug: string }) {
  // Which copy is on show (null: none). A new copy while one shows starts the 500 ms again.
  const [shown, setShown] = useState<number | null>(null);
  const copied = shown !== null;
  // The 500 ms count from when 'copied' is on screen, not from the click: the render after the
  // clipboard's answer may come late on a busy page, and the word must still show its full time.
  // A layout effect runs in the same commit that puts the word in the page.
  useLayoutEffect(() => {
    if (shown === null) return;
    const timer = window.setTimeout(() => setShown(null), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [shown]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(slug);
    } catch {
      // A browser that refuses the clipboard (no permission, an insecure page) copies nothing:
      // saying 'copied' then would be false.
      return;
    }
    setShown((n) => (n ?? 0) + 1);
  };
  return (
    <span className="inline-flex items-center gap-1">
      <code className="text-xs">
        <Truncated text={slug} max={30} />
      </code>
      <Button variant="ghost" size="icon-sm" aria-label={`Copy slug ${slug}`} onClick={() => void copy()}>
        {copied ? <Check className="text-success" aria-hidden="true" /> : <Copy aria-hidden="true" />}
      </Button>
      <span role="status" className="text-xs text-success" data-slug-copied={copied || undefined}>
        {copied ? 'copied' : ''}
      </span>
    </span>
  );
}
