import { useState } from 'react';
import { RowImage } from '@/components/data-table/row-image';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

/**
 * The list's first-image column (SPEC §2.15): a thumbnail that opens a larger preview, or the
 * placeholder for a sign without a picture (SPEC §2.5).
 */
export function SignImagePreview(props: {
  image: { filePathSM?: string | null; filePathLG?: string | null; filePathOriginal: string } | undefined;
  title: string;
  symbol: string;
}) {
  const [open, setOpen] = useState(false);
  if (!props.image) return <RowImage src={null} alt={props.title} />;
  const { image } = props;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`Preview the picture of ${props.title}`}
        className="block size-12 overflow-hidden rounded-md border bg-white hover:ring-2 hover:ring-ring"
      >
        <img
          src={image.filePathSM ?? image.filePathOriginal}
          alt=""
          loading="lazy"
          className="size-full object-contain"
        />
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-sm">
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.symbol}</DialogDescription>
          <img
            src={image.filePathLG ?? image.filePathOriginal}
            alt={`Sign ${props.symbol}`}
            className="mx-auto size-64 object-contain"
          />
        </DialogContent>
      </Dialog>
    </>
  );
}
