import { Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useCan } from '@/components/layout/permissions';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cn } from '@/lib/cn';
import { acceptFor, allowedHint, type MediaKind } from '@/rules/media';
import { MediaPreview } from './media-preview';
import { UploadRow } from './upload-row';
import { toMediaValue, type MediaValue } from './uploaded-media';
import { useUploads } from './use-uploads';

export interface MediaUploaderProps {
  /** The file input's id, so a FormField label opens the picker. */
  id: string;
  kind: MediaKind;
  /** Several files at once; otherwise a new file replaces the current one (SPEC §5 single-file mode). */
  multiple?: boolean;
  value: readonly MediaValue[];
  onChange: (value: MediaValue[]) => void;
  /** The picker's accessible name, e.g. "Image"; also names the lists of files. */
  label: string;
  /** Alt text of an image preview; "`label` preview" when not given. */
  previewAlt?: string;
  invalid?: boolean;
}

/**
 * The one upload module (SPEC §5, §9): drag and drop or pick, per-file progress, cancel and retry,
 * HEIC photos converted to JPEG first, a preview of what was kept, removal after confirmation.
 */
export function MediaUploader(props: MediaUploaderProps) {
  const { kind, multiple = false, value } = props;
  const mayUpload = useCan('media.write');
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const latest = useRef(value);
  latest.current = value;

  const uploads = useUploads(kind, (media) => {
    const next = toMediaValue(media);
    const kept = multiple ? [...latest.current, next] : [next];
    // Two files may finish before the form renders again: the second must add to the first, not replace it.
    latest.current = kept;
    props.onChange(kept);
  });

  const take = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (files.length > 0) uploads.add(multiple ? files : files.slice(-1), !multiple);
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };

  const chooseText = multiple ? 'Choose files' : value.length > 0 ? 'Replace file' : 'Choose file';
  return (
    <div className="grid gap-2">
      {mayUpload ? null : (
        // The upload route refuses a role without media.write (docs/permissions.md#media-uploads): say so
        // here instead of offering a picker that can only fail. What is already attached stays below.
        <p className="text-sm text-muted-foreground">Your role cannot upload files.</p>
      )}
      <div
        hidden={!mayUpload}
        data-testid={`${props.id}-drop`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={cn(
          'flex flex-wrap items-center gap-3 rounded-md border border-dashed p-3 text-sm',
          dragging && 'border-primary bg-accent',
          props.invalid && 'border-destructive',
        )}
      >
        <Upload aria-hidden="true" className="size-5 text-muted-foreground" />
        <span className="text-muted-foreground">Drag {multiple ? 'files' : 'a file'} here or</span>
        <Button variant="outline" size="sm" onClick={() => input.current?.click()}>
          {chooseText}
        </Button>
        <input
          ref={input}
          id={props.id}
          type="file"
          multiple={multiple}
          accept={acceptFor(kind)}
          className="sr-only"
          tabIndex={-1}
          aria-label={props.label}
          aria-describedby={hintId}
          aria-invalid={props.invalid ? true : undefined}
          onChange={(event) => {
            take(event.target.files);
            event.target.value = '';
          }}
        />
        <span id={hintId} className="w-full text-xs text-muted-foreground">
          {allowedHint(kind)}
        </span>
      </div>
      {uploads.pending.length > 0 ? (
        <ul className="grid gap-2" aria-label={`${props.label} uploads`}>
          {uploads.pending.map((upload) => (
            <UploadRow
              key={upload.key}
              upload={upload}
              onCancel={() => uploads.cancel(upload.key)}
              onRetry={() => uploads.retry(upload.key)}
              onDismiss={() => uploads.dismiss(upload.key)}
            />
          ))}
        </ul>
      ) : null}
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-3" aria-label={`${props.label} files`}>
          {value.map((item) => (
            <li key={item.mediaId || item.url} className="grid justify-items-start gap-1">
              <MediaPreview
                kind={kind}
                url={item.url}
                fileName={item.fileName}
                alt={props.previewAlt ?? `${props.label} preview`}
              />
              <ConfirmDialog
                description="Delete this file? It is removed from the form when you save."
                okText="Delete"
                destructive
                onConfirm={() => props.onChange(value.filter((other) => other !== item))}
                trigger={
                  <Button variant="ghost" size="sm" className="text-destructive">
                    <Trash2 aria-hidden="true" /> Remove
                  </Button>
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
