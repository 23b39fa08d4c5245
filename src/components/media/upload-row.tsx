import { LoaderCircle, RotateCcw, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { PendingUpload } from './use-uploads';

const STATUS_TEXT: Record<PendingUpload['status'], string> = {
  converting: 'Converting to JPEG…',
  uploading: 'Uploading',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** One file on its way: name, progress, and Cancel, or Retry and Dismiss once it has stopped. */
export function UploadRow(props: {
  upload: PendingUpload;
  onCancel: () => void;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  const { upload } = props;
  const active = upload.status === 'converting' || upload.status === 'uploading';
  const status = upload.status === 'uploading' ? `Uploading ${upload.progress}%` : STATUS_TEXT[upload.status];
  return (
    <li className="grid gap-1.5 rounded-md border p-2 text-sm" aria-label={upload.name}>
      <div className="flex items-center gap-2">
        {active ? (
          <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin text-muted-foreground" />
        ) : null}
        <span className="min-w-0 flex-1 truncate" title={upload.name}>
          {upload.name}
        </span>
        <span
          className={
            upload.status === 'failed' ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'
          }
        >
          {status}
        </span>
        {active ? (
          <Button variant="ghost" size="sm" onClick={props.onCancel} aria-label={`Cancel ${upload.name}`}>
            <X aria-hidden="true" /> Cancel
          </Button>
        ) : (
          <>
            <Button variant="outline" size="sm" onClick={props.onRetry} aria-label={`Retry ${upload.name}`}>
              <RotateCcw aria-hidden="true" /> Retry
            </Button>
            <Button
              variant="ghost"
              size="icon-sm"
              onClick={props.onDismiss}
              aria-label={`Dismiss ${upload.name}`}
            >
              <X aria-hidden="true" />
            </Button>
          </>
        )}
      </div>
      {upload.status === 'uploading' ? (
        <div
          role="progressbar"
          aria-label={`Upload of ${upload.name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={upload.progress}
          className="h-1.5 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full bg-primary transition-[width]" style={{ width: `${upload.progress}%` }} />
        </div>
      ) : null}
    </li>
  );
}
