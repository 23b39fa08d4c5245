import { ImageUp, Loader2, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { avatarFileProblem, AVATAR_ACCEPT, uploadAvatar } from './upload-avatar';

/** The avatar as the form holds it: the media id sent to the API and a picture to preview. */
export interface AvatarValue {
  id: string;
  previewUrl: string | null;
}

/** Picks an image, uploads it at once and shows it; the form keeps only the returned media id. */
export function AvatarField(props: {
  id: string;
  value: AvatarValue | null;
  onChange: (value: AvatarValue | null) => void;
  error?: string | undefined;
}) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function pick(file: File | undefined) {
    if (!file) return;
    const wrong = avatarFileProblem(file);
    setProblem(wrong);
    if (wrong) return;
    setBusy(true);
    try {
      const uploaded = await uploadAvatar(file);
      props.onChange({ id: uploaded.id, previewUrl: uploaded.filePathSM ?? uploaded.filePathOriginal });
    } catch (e) {
      setProblem(e instanceof Error ? e.message : 'The avatar could not be uploaded');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  const message = problem ?? props.error;
  return (
    <div className="flex items-center gap-4">
      <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full border bg-muted">
        {props.value?.previewUrl ? (
          <img src={props.value.previewUrl} alt="Avatar preview" className="size-full object-cover" />
        ) : (
          <ImageUp className="size-6 text-muted-foreground" aria-hidden="true" />
        )}
      </div>
      <div className="grid gap-1.5">
        <div className="flex gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => input.current?.click()}
          >
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ImageUp aria-hidden="true" />}
            {busy ? 'Uploading…' : props.value ? 'Change avatar' : 'Upload avatar'}
          </Button>
          {props.value ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={busy}
              onClick={() => props.onChange(null)}
            >
              <X aria-hidden="true" /> Remove
            </Button>
          ) : null}
        </div>
        <input
          ref={input}
          type="file"
          accept={AVATAR_ACCEPT}
          className="sr-only"
          id={props.id}
          aria-describedby={hintId}
          tabIndex={-1}
          onChange={(e) => void pick(e.target.files?.[0])}
        />
        <p id={hintId} className="text-xs text-muted-foreground">
          PNG, JPEG or GIF, up to 5MB
        </p>
        {message ? (
          <p role="alert" className="text-xs text-destructive">
            {message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
