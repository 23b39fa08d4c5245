import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Truncated } from '@/components/data-table/truncated';
import { Button } from '@/components/ui/button';

/** SPEC §9: the copy indicator shows for 500 ms. */
export const COPIED_MS = 500;

/**
 * SPEC §2.7: the slug cut to 30 characters (whole on hover) and a button that copies the whole slug,
 * showing 'copied' for 500 ms. The word is announced too (a polite live region).
 */
export function SlugCell({ slug }: { slug: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(slug);
    } catch {
      // A browser that refuses the clipboard (no permission, an insecure page) copies nothing:
      // saying 'copied' then would be false.
      return;
    }
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
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
