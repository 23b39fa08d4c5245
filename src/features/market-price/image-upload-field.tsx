import { ImagePlus, LoaderCircle, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { notify } from '@/components/feedback/notify';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { IMAGE_ACCEPT, imageFileProblem, uploadImage } from './upload-image';

export interface ImageValue {
  mediaId: string | null;
  /** What the preview shows: the uploaded file's URL, or the stored one when editing. */
  url: string | null;
}

/**
 * One optional picture (SPEC §5 uploads, single-file mode): choosing a file uploads it at once and
 * previews it; a new choice replaces it; removing asks for confirmation first.
 */
export function ImageUploadField(props: {
  id: string;
  value: ImageValue;
  onChange: (value: ImageValue) => void;
  invalid?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const { value } = props;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      notify.error({ title: problem });
      return;
    }
    setBusy(true);
    try {
      const uploaded = await uploadImage(file);
      props.onChange({ mediaId: uploaded.id, url: uploaded.filePathSM ?? uploaded.filePathOriginal });
    } catch (e) {
      notify.error({ title: 'Upload failed', description: e instanceof Error ? e.message : undefined });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="flex items-start gap-4">
      <div
        className="flex size-32 items-center justify-center overflow-hidden rounded-md border border-dashed bg-muted"
        aria-busy={busy}
      >
        {busy ? (
          <LoaderCircle className="size-6 animate-spin text-muted-foreground" aria-label="Uploading" />
        ) : value.url ? (
          <img src={value.url} alt="Version preview" className="size-full object-cover" />
        ) : (
          <ImagePlus className="size-8 text-muted-foreground" aria-hidden="true" />
        )}
      </div>
      <div className="grid gap-2">
        <input
          ref={input}
          id={props.id}
          type="file"
          accept={IMAGE_ACCEPT}
          className="sr-only"
          aria-invalid={props.invalid ? true : undefined}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        <Button variant="outline" size="sm" disabled={busy} onClick={() => input.current?.click()}>
          {value.url ? 'Replace image' : 'Upload image'}
        </Button>
        {value.url ? (
          <ConfirmDialog
            description="The picture will be removed from this version when you save."
            okText="Remove"
            destructive
            onConfirm={() => props.onChange({ mediaId: null, url: null })}
            trigger={
              <Button variant="ghost" size="sm" disabled={busy} className="text-destructive">
                <Trash2 aria-hidden="true" /> Remove
              </Button>
            }
          />
        ) : null}
        <p className="text-xs text-muted-foreground">PNG, JPEG or GIF, up to 5MB.</p>
      </div>
    </div>
  );
}
