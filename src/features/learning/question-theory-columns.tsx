import { Link } from '@tanstack/react-router';
import { Eye, Pencil } from 'lucide-react';
import { ConfirmDelete } from '@/components/actions/confirm-delete';
import { column, indexColumn, sortable, textColumn } from '@/components/data-table/columns';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { Truncated } from '@/components/data-table/truncated';
import { readFragment, type FragmentType } from '@/gql';
import { QuestionTheoryRowFragmentDoc, type QuestionTheoryRowFragment } from '@/gql/graphql';
import type { ActionResult } from '@/lib/use-action';
import { ChapterList, CriticalBadge } from './theory-type-badges';
import { THEORY_TYPE_LABELS } from '@/rules/learning-types';
import { RowLink } from '@/components/data-table/row-link';

/** Unmasks one row of the list, once per row. */
export const readQuestionTheoryRow = (ref: FragmentType<typeof QuestionTheoryRowFragmentDoc>) =>
  readFragment(QuestionTheoryRowFragmentDoc, ref);

const iconLink =
  'inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground';

/** SPEC §2.15 (§9: content cut at 100): number, content with the critical-points mark, chapter(s), explanation. */
export function questionTheoryColumns(
  page: number,
  remove: (vars: { id: string }) => Promise<ActionResult<unknown>>,
): DataTableColumn<QuestionTheoryRowFragment>[] {
  return [
    indexColumn(page),
    sortable(
      'no',
      column(
        'no',
        'Question no.',
        (q) => <span className="tabular-nums">{q.no}</span>,
        (q) => q.no,
      ),
    ),
    column(
      'content',
      'Content',
      (q) => (
        <span className="flex items-start gap-2">
          <Truncated text={q.content} max={100} />
          {q.type.includes('CRITICAL_POINTS') ? <CriticalBadge /> : null}
        </span>
      ),
      (q) => q.content,
    ),
    column(
      'type',
      'Chapter(s)',
      (q) => <ChapterList types={q.type} />,
      (q) => q.type.map((t) => THEORY_TYPE_LABELS[t]).join(', '),
    ),
    textColumn('explainAnswer', 'Explanation', (q) => q.explainAnswer || '-', 80),
    column('action', 'Action', (q) => {
      const name = `question ${String(q.no)}`;
      const params = { no: String(q.no) };
      return (
        <div className="flex items-center gap-1">
          <Link
            to="/learning-driving/question-theory/view/$no"
            params={params}
            className={iconLink}
            aria-label={`View ${name}`}
          >
            <Eye className="size-4" aria-hidden="true" />
          </Link>
          <ConfirmDelete
            name={name}
            description={`Question ${String(q.no)} and its answers will be removed from the theory bank.`}
            onConfirm={() => remove({ id: String(q.no) })}
          />
          <RowLink
            to="/learning-driving/question-theory/edit/$no"
            params={params}
            className={iconLink}
            aria-label={`Edit ${name}`}
          >
            <Pencil className="size-4" aria-hidden="true" />
          </RowLink>
        </div>
      );
    }),
  ];
}
