import { ChevronLeft, ChevronRight, EyeOff, Video } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { readFragment, type FragmentType } from '@/gql';
import { PostMediaFragmentDoc, type PostMediaFragment } from '@/gql/graphql';

interface Picture {
  media: PostMediaFragment;
  /** A copy with the registration plate hidden. */
  plateHidden: boolean;
}

/**
 * The post's photos, then the copies with the plate hidden (marked so), each opening full size in a
 * dialog; and the video link. A post without photos says so instead of showing an empty frame.
 */
export function PostGallery(props: {
  title: string;
  medias: readonly FragmentType<typeof PostMediaFragmentDoc>[];
  hidePlateMedias: readonly FragmentType<typeof PostMediaFragmentDoc>[];
  videoUrl: string | null | undefined;
}) {
  const pictures: Picture[] = [
    ...props.medias.map((m) => ({ media: readFragment(PostMediaFragmentDoc, m), plateHidden: false })),
    ...props.hidePlateMedias.map((m) => ({
      media: readFragment(PostMediaFragmentDoc, m),
      plateHidden: true,
    })),
  ];
  const [open, setOpen] = useState<number | null>(null);
  const shown = open === null ? undefined : pictures[open];
  const step = (by: number) =>
    setOpen((i) => (i === null ? i : (i + by + pictures.length) % pictures.length));
  return (
    <div className="grid gap-3">
      {pictures.length === 0 ? (
        <p className="text-sm text-muted-foreground">No photos</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Photos">
          {pictures.map((p, i) => (
            <li key={`${p.media.id}-${String(p.plateHidden)}`} className="relative">
              <button
                type="button"
                className="block overflow-hidden rounded-md border focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={`Open photo ${String(i + 1)} of ${String(pictures.length)}${p.plateHidden ? ', plate hidden' : ''}`}
                onClick={() => setOpen(i)}
              >
                <img
                  src={p.media.filePathSM ?? p.media.filePathOriginal}
                  alt=""
                  loading="lazy"
                  className="h-24 w-32 object-cover"
                />
              </button>
              {p.plateHidden ? (
                <Badge variant="secondary" className="absolute bottom-1 left-1 bg-background/90">
                  <EyeOff aria-hidden="true" className="size-3" /> Plate hidden
                </Badge>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {props.videoUrl ? (
        <a
          href={props.videoUrl}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1.5 text-sm text-primary hover:underline"
        >
          <Video aria-hidden="true" className="size-4" /> Watch the video
        </a>
      ) : (
        <p className="text-sm text-muted-foreground">No video</p>
      )}
      <Dialog open={shown !== undefined} onOpenChange={(o) => !o && setOpen(null)}>
        <DialogContent
          className="max-w-5xl"
          onKeyDown={(e) => {
            // Left and right step through the photos, as a gallery does.
            if (e.key === 'ArrowRight') step(1);
            else if (e.key === 'ArrowLeft') step(-1);
          }}
        >
          <DialogTitle>
            Photo {open === null ? '' : `${String(open + 1)} of ${String(pictures.length)}`}
            {shown?.plateHidden ? ' · plate hidden' : ''}
          </DialogTitle>
          <DialogDescription className="sr-only">{props.title}</DialogDescription>
          {pictures.length > 1 ? (
            <div className="flex justify-between">
              <Button variant="outline" size="sm" onClick={() => step(-1)}>
                <ChevronLeft aria-hidden="true" /> Previous
              </Button>
              <Button variant="outline" size="sm" onClick={() => step(1)}>
                Next <ChevronRight aria-hidden="true" />
              </Button>
            </div>
          ) : null}
          {shown ? (
            <img
              src={shown.media.filePathLG ?? shown.media.filePathOriginal}
              alt={`${props.title}, photo ${String((open ?? 0) + 1)}`}
              className="max-h-[75vh] w-full rounded-md object-contain"
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}
