import { FileSpreadsheet, Upload, X } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';

export const ACCEPTED_SHEETS = '.xlsx,.xls,.csv';

export function FilePicker({
  id,
  file,
  disabled,
  onChange,
}: {
  id: string;
  file: File | null;
  disabled: boolean;
  onChange: (file: File | null) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="flex min-w-0 items-center gap-2">
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPTED_SHEETS}
        aria-label="Upload file"
        className="sr-only"
        disabled={disabled}
        onChange={(e) => {
          onChange(e.target.files?.[0] ?? null);
          // Choosing the same file again after clearing it must fire change again.
          e.target.value = '';
        }}
      />
      <Button variant="outline" disabled={disabled} onClick={() => input.current?.click()}>
        <Upload aria-hidden="true" /> Upload file
      </Button>
      {file ? (
        <span className="flex min-w-0 items-center gap-1 text-sm">
          <FileSpreadsheet aria-hidden="true" className="size-4 shrink-0 text-success" />
          <span className="truncate" title={file.name}>
            {file.name}
          </span>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label="Clear the chosen file"
            title="Clear the chosen file"
            className="text-destructive hover:text-destructive"
            disabled={disabled}
            onClick={() => onChange(null)}
          >
            <X aria-hidden="true" />
          </Button>
        </span>
      ) : (
        <span className="text-sm text-muted-foreground">
          No file chosen (.xlsx, .xls or .csv, up to 5 MB)
        </span>
      )}
    </div>
  );
}
