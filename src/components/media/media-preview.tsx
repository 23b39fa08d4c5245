import { FileText, Film } from 'lucide-react';
import type { MediaKind } from '@/rules/media';

/** An image shows itself; a video or a document shows its kind and name. */
export function MediaPreview(props: { kind: MediaKind; url: string; fileName: string; alt: string }) {
  if (props.kind === 'image') {
    return (
      <div className="size-24 shrink-0 overflow-hidden rounded-md border bg-muted">
        <img src={props.url} alt={props.alt} className="size-full object-cover" />
      </div>
    );
  }
  const Icon = props.kind === 'video' ? Film : FileText;
  return (
    <a
      href={props.url}
      target="_blank"
      rel="noreferrer"
      className="flex h-24 w-40 shrink-0 flex-col items-center justify-center gap-1 rounded-md border bg-muted p-2 text-xs hover:bg-accent"
    >
      <Icon aria-hidden="true" className="size-6 text-muted-foreground" />
      <span className="w-full truncate text-center" title={props.fileName}>
        {props.fileName || props.alt}
      </span>
    </a>
  );
}
