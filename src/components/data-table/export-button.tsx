import { Download, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ExportProgress } from './list-export';

const percent = ({ done, total }: ExportProgress) => (total ? Math.round((done / total) * 100) : 0);

/** The list header's 'Export'; while one runs, how far it is and 'Cancel export'. */
export function ExportButton(props: {
  exporter: { progress: ExportProgress | null; run: () => void; cancel: () => void };
}) {
  const { progress, run, cancel } = props.exporter;
  if (!progress)
    return (
      <Button variant="outline" onClick={run}>
        <Download aria-hidden="true" /> Export
      </Button>
    );
  return (
    <span className="inline-flex items-center gap-1">
      <Button variant="outline" disabled aria-live="polite">
        <Download aria-hidden="true" /> Exporting {percent(progress)}%
      </Button>
      <Button variant="ghost" size="icon" onClick={cancel} aria-label="Cancel export" title="Cancel export">
        <X aria-hidden="true" />
      </Button>
    </span>
  );
}

/** The thin bar under the header while an export fetches its rows. */
export function ExportProgressBar({ progress }: { progress: ExportProgress }) {
  return (
    <progress
      aria-label="Export progress"
      className="mb-3 h-1 w-full"
      max={progress.total || 1}
      value={progress.done}
    />
  );
}
