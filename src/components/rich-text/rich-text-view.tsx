import { cn } from '@/lib/cn';

/**
 * Stored rich text, shown as written. The HTML was sanitised by the server before it was stored
 * (server/kit/rich-text.ts: an allowlist, no script, handlers, styles or foreign iframes), which is
 * what makes rendering it here safe.
 */
export function RichTextView({ html, className }: { html: string | null | undefined; className?: string }) {
  if (!html) return <p className="text-sm text-muted-foreground">-</p>;
  return <div className={cn('rich-text', className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
