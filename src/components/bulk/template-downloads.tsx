import { Download } from 'lucide-react';
import { notify } from '@/lib/notify';
import { Button } from '@/components/ui/button';
import { reportError } from '@/lib/error-mapper';
import { downloadXlsx } from '@/lib/xlsx/export-xlsx';
import type { SheetSpec } from '@/lib/xlsx/workbook';

/** SPEC §8: the warning of an export with nothing in it. */
export const EXPORT_FAILED = 'Data export failed';

export interface TemplateDownloadsProps {
  /** The empty template: the header row only, nothing to delete before filling it in. */
  template: { fileName: string; sheet: () => SheetSpec };
  /** Every saved record with its id, for a bulk update; no rows warns 'Data export failed'. */
  current: { fileName: string; sheet: () => Promise<SheetSpec> };
}

/**
 * SPEC §2.16: 'download empty template' and 'download current data for update', the same two buttons on
 * every settings sheet (car versions, registration locations).
 */
export function TemplateDownloads({ template, current }: TemplateDownloadsProps) {
  const downloadCurrent = async () => {
    try {
      const sheet = await current.sheet();
      if (sheet.rows.length === 0) {
        notify.warning({ title: EXPORT_FAILED });
        return;
      }
      await downloadXlsx(current.fileName, sheet);
    } catch (e) {
      reportError(e);
    }
  };
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => void downloadXlsx(template.fileName, template.sheet()).catch(reportError)}
      >
        <Download aria-hidden="true" /> Download empty template
      </Button>
      <Button variant="outline" size="sm" onClick={() => void downloadCurrent()}>
        <Download aria-hidden="true" /> Download data for update
      </Button>
    </>
  );
}
