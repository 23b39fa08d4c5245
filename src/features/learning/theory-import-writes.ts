import { placeAnswers, unanswered, type Send } from '@/components/bulk/row-answers';
import type { RowOutcome } from '@/components/bulk/write-batches';
import { readFragment } from '@/gql';
import {
  AdminBulkCreateQuestionsDocument,
  BulkRowAnswerFragmentDoc,
  type AdminBulkQuestionRowInput,
} from '@/gql/graphql';
import type { SheetSpec } from '@/lib/xlsx/workbook';
import { THEORY_HEADER } from './theory-import-rows';

export const THEORY_TEMPLATE_FILE = 'Theory question template.xlsx';
/** The file of rows not imported is named from this: 'Theory question rejected rows.xlsx'. */
export const THEORY_FILE_STEM = 'Theory question';

/** The template is the header alone: row 1 is read as the header whatever it says (docs/learning.md). */
export function theoryTemplateSheet(): SheetSpec {
  return { sheetName: 'Theory questions', header: THEORY_HEADER, rows: [] };
}

/** One operation of the import: the rows through adminBulkCreateQuestions, an outcome per row. */
export function theoryChunkWriter(send: Send) {
  return async (rows: readonly AdminBulkQuestionRowInput[]): Promise<RowOutcome[]> => {
    const result = unanswered(rows.length);
    const data = await send(AdminBulkCreateQuestionsDocument, { rows: [...rows] });
    placeAnswers(
      result,
      rows.map((_, i) => i),
      readFragment(BulkRowAnswerFragmentDoc, data.adminBulkCreateQuestions),
    );
    return result;
  };
}
