import { useQueryClient } from '@tanstack/react-query';
import { Download, FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { DialogButton } from '@/components/actions/dialog-button';
import { useAreaCan } from '@/components/layout/permissions';
import { BulkPanel } from '@/components/bulk/bulk-panel';
import { parseInWorker } from '@/components/bulk/parse-in-worker';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { AdminBulkQuestionRowInput } from '@/gql/graphql';
import { adminListQuestionNumbersQueryOptions, adminListQuestionQueryKey } from '@/gql/hooks';
import { reportError } from '@/lib/error-mapper';
import { execute } from '@/lib/graphql-client';
import { downloadXlsx } from '@/lib/xlsx/export-xlsx';
import type { TheoryImportKinds } from './theory-import-protocol';
import {
  THEORY_FILE_STEM,
  THEORY_TEMPLATE_FILE,
  theoryChunkWriter,
  theoryTemplateSheet,
} from './theory-import-writes';

const writeQuestions = theoryChunkWriter(execute);
const MODES = [{ mode: 'add', label: 'Check file' }] as const;

function TheoryImportPanel({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const queryClient = useQueryClient();
  return (
    <BulkPanel<AdminBulkQuestionRowInput>
      fileStem={THEORY_FILE_STEM}
      taskTitle="Import theory questions"
      warning={{}}
      modes={MODES}
      titles={{ add: 'Dry run' }}
      onBusyChange={onBusyChange}
      downloads={
        <Button
          variant="outline"
          size="sm"
          onClick={() => void downloadXlsx(THEORY_TEMPLATE_FILE, theoryTemplateSheet()).catch(reportError)}
        >
          <Download aria-hidden="true" /> Download template
        </Button>
      }
      parse={async (file, mode, onProgress) => {
        // Fresh numbers: the dry run judges the file against the bank as it is now.
        const { adminListQuestionNumbers: numbers } = await queryClient.fetchQuery({
          ...adminListQuestionNumbersQueryOptions(),
          staleTime: 0,
        });
        return parseInWorker<TheoryImportKinds, 'theory'>(
          () => new Worker(new URL('./theory-import-worker.ts', import.meta.url), { type: 'module' }),
          'theory',
          file,
          mode,
          { numbers },
          onProgress,
        );
      }}
      write={writeQuestions}
      onWritten={() => queryClient.invalidateQueries({ queryKey: [adminListQuestionQueryKey()[0]] })}
    />
  );
}

/**
 * Issue 14 §3: the question bank from a spreadsheet, on the settings bulk import's machinery. The panel is
 * mounted only while the dialog is open: closing it (or Cancel) drops the dry run, and nothing is written;
 * while rows are being sent it cannot be closed, and Stop sends no further batch.
 */
export function TheoryImportButton() {
  // While a file is read or rows are sent the dialog stays open (Stop ends the sending), so the admin
  // always sees how the import ended.
  const [busy, setBusy] = useState(false);
  // An import writes questions: not offered to a role that may only read them.
  if (!useAreaCan('write')) return null;
  return (
    <DialogButton
      variant="outline"
      dialog={({ open, onOpenChange }) => (
        <Dialog open={open} onOpenChange={(next) => (next || !busy) && onOpenChange(next)}>
          <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto" hideClose={busy}>
            <DialogHeader>
              <DialogTitle>Import theory questions</DialogTitle>
              <DialogDescription>
                One question per row, from the template. Every row is checked first; nothing is saved until
                you import.
              </DialogDescription>
            </DialogHeader>
            {open ? <TheoryImportPanel onBusyChange={setBusy} /> : null}
          </DialogContent>
        </Dialog>
      )}
    >
      <FileSpreadsheet aria-hidden="true" /> Import from Excel
    </DialogButton>
  );
}
