import { ImagePlus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { notify } from '@/components/feedback/notify';
import { Button } from '@/components/ui/button';
import { IMAGE_ACCEPT, uploadImage } from './upload-image';

/**
 * One image: pick, upload at once, preview. The form keeps only the media id; the preview URL is
 * kept beside it so an existing item's icon shows before anything is uploaded.
 */
export function ImageUpload(props: {
  id: string;
  label: string;
  previewUrl: string | null;
  onChange: (media: { id: string; url: string } | null) => void;
  invalid?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const hintId = useId();

  async function pick(file: File | undefined) {
    if (!file) return;
    setProgress(0);
    try {
      const media = await uploadImage(file, setProgress);
      props.onChange({ id: media.id, url: media.filePathSM ?? media.filePathOriginal });
    } catch (e) {
      notify.error({ title: 'Upload failed', description: e instanceof Error ? e.message : String(e) });
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="flex items-center gap-3">
      <div
        className={`flex size-20 items-center justify-center overflow-hidden rounded-md border bg-muted ${props.invalid ? 'border-destructive' : ''}`}
      >
        {props.previewUrl ? (
          <img src={props.previewUrl} alt={`${props.label} preview`} className="size-full object-contain" />
        ) : (
          <ImagePlus aria-hidden="true" className="size-6 text-muted-foreground" />
        )}
      </div>
      <div className="grid gap-1">
        <input
          ref={input}
          id={props.id}
          type="file"
          accept={IMAGE_ACCEPT}
          aria-label={props.label}
          aria-describedby={hintId}
          aria-invalid={props.invalid ? true : undefined}
          className="sr-only"
          onChange={(e) => void pick(e.target.files?.[0])}
        />
        <div>
          <Button
            variant="outline"
            size="sm"
            disabled={progress !== null}
            onClick={() => input.current?.click()}
          >
            {progress !== null ? `Uploading ${progress}%` : props.previewUrl ? 'Change' : 'Upload'}
          </Button>
        </div>
        <p id={hintId} className="text-xs text-muted-foreground">
          PNG, JPEG or GIF
        </p>
      </div>
    </div>
  );
}
