import { ImageOff } from 'lucide-react';

/** The box a picture with a known shape is fitted in: as tall as a row allows, no wider than a column should be. */
const FIT_WIDTH = 80;
const FIT_HEIGHT = 40;

export interface RowImageShape {
  width: number;
  height: number;
}

/** The size of a `shape` fitted inside FIT_WIDTH × FIT_HEIGHT, in whole pixels (at least 8 each way). */
export function fittedSize(shape: RowImageShape): { width: number; height: number } {
  const scale = Math.min(FIT_WIDTH / shape.width, FIT_HEIGHT / shape.height);
  return {
    width: Math.max(8, Math.round(shape.width * scale)),
    height: Math.max(8, Math.round(shape.height * scale)),
  };
}

/**
 * A row's picture, or the placeholder for rows without media (SPEC §2.5): a small round thumbnail. A
 * picture with a `shape` of its own (a banner is drawn for its position's ratio) is shown whole at that
 * shape instead, never cropped, and the placeholder takes the same shape, so the rows line up either
 * way; `'natural'` shows a picture whole at whatever shape it has (a banner whose position gives none).
 */
export function RowImage({
  src,
  alt,
  shape,
}: {
  src: string | null | undefined;
  alt: string;
  shape?: RowImageShape | 'natural' | null;
}) {
  if (shape === 'natural') {
    return src ? (
      <img
        src={src}
        alt={alt}
        loading="lazy"
        className="h-10 w-auto max-w-20 rounded-sm border bg-muted object-contain"
      />
    ) : (
      <RowImage src={null} alt={alt} shape={{ width: 1, height: 1 }} />
    );
  }
  const box =
    shape && shape.width > 0 && shape.height > 0
      ? { className: 'max-w-none shrink-0 rounded-sm border bg-muted', style: fittedSize(shape) }
      : null;
  if (!src) {
    return (
      <span
        role="img"
        aria-label="No image"
        data-placeholder="true"
        className={`inline-flex items-center justify-center bg-muted text-muted-foreground ${
          box ? box.className : 'size-10 rounded-full'
        }`}
        style={box?.style}
      >
        <ImageOff className="size-4" aria-hidden="true" />
      </span>
    );
  }
  if (box) {
    return (
      <img
        src={src}
        alt={alt}
        loading="lazy"
        className={`${box.className} object-contain`}
        style={box.style}
        width={box.style.width}
        height={box.style.height}
      />
    );
  }
  return <img src={src} alt={alt} loading="lazy" className="size-10 rounded-full object-cover" />;
}
