import { MAX_BULK_ROWS } from './bulk';
import { theoryQuestionSchema } from './learning';
import { z } from './z';

// The bulk import of theory questions (issue 14 §3): each row is the create rule itself, pictures aside
// (a spreadsheet carries none); the numbers are checked against the bank and the other rows.

export { MAX_BULK_ROWS };

/** A number repeated in one file (the dry run names the sheet row that has it first). */
export const noRepeatedMessage = (no: number, earlierRow: number) =>
  `Question number ${String(no)} is also on row ${String(earlierRow)}`;
/** The same, on the server: one operation's rows are not sheet rows, so no row is named. */
export const noRepeatedInRowsMessage = (no: number) =>
  `Question number ${String(no)} is repeated in the rows sent`;

export const BULK_ROWS_MESSAGE = `At most ${String(MAX_BULK_ROWS)} rows can be sent at once`;

/** One row of adminBulkCreateQuestions: adminCreateQuestion's rule, with no pictures. */
export const theoryBulkRowSchema = z.preprocess(
  (row) => (row && typeof row === 'object' ? { ...row, images: [], imageExplainAnswer: [] } : row),
  theoryQuestionSchema,
);
