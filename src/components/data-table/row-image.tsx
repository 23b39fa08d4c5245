import { ImageOff } from 'lucide-react';

/** A row's picture, or the placeholder for rows without media (SPEC §2.5). */
export function RowImage({ src, alt }: { src: string | null | undefined; alt: string }) {
  if (!src) {
    return (
      <span
        role="img"
        aria-label="No image"
        data-placeholder="true"
        className="inline-flex size-10 items-center justify-center rounded-full bg-muted text-muted-foreground"
      >
        <ImageOff className="size-4" aria-hidden="true" />
      </span>
    );
  }
  return <img src={src} alt={alt} loading="lazy" className="size-10 rounded-full object-cover" />;
}
