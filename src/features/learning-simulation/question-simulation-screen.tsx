import { Link, getRouteApi } from '@tanstack/react-router';
import { Eye, Pencil } from 'lucide-react';
import { useMemo } from 'react';
import { ConfirmDelete } from '@/components/actions/confirm-delete';
import { column, indexColumn } from '@/components/data-table/columns';
import { SelectFilter } from '@/components/data-table/list-controls';
import { ListScreen } from '@/components/data-table/list-screen';
import { Truncated } from '@/components/data-table/truncated';
import { useList, useListRoute } from '@/components/data-table/use-list';
import { readFragment, type FragmentType } from '@/gql';
import { QuestionSimulationRowFragmentDoc } from '@/gql/graphql';
import { adminListQuestionSimulationQueryOptions } from '@/gql/hooks';
import { SIMULATION_TYPE_LABELS, SIMULATION_TYPES } from '@/rules/learning-simulation-types';
import { useDeleteSimulation } from './simulation-actions';
import { SimulationTypes } from './simulation-type-badges';
import { RowLink } from '@/components/data-table/row-link';

const TYPE_OPTIONS = SIMULATION_TYPES.map((t) => ({ value: t, label: SIMULATION_TYPE_LABELS[t] }));
const isType = (v: string) => SIMULATION_TYPES.find((t) => t === v);
const readRow = (ref: FragmentType<typeof QuestionSimulationRowFragmentDoc>) =>
  readFragment(QuestionSimulationRowFragmentDoc, ref);
export const iconLink =
  'inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground';

/** SPEC §2.15 Question Simulation list: search (Enter), Type filter, Clear; content cut at 50 (§9). */
export function QuestionSimulationScreen() {
  const route = useListRoute(getRouteApi('/_admin/learning-driving/question-simulation'));
  const list = useList(route, {
    query: ({ search, type }, paging) =>
      adminListQuestionSimulationQueryOptions({ keyword: search, type, ...paging }),
    page: (data) => data.adminListQuestionSimulation,
    row: readRow,
  });
  const { run: remove } = useDeleteSimulation();
  const columns = useMemo(
    () => [
      indexColumn<ReturnType<typeof readRow>>(list.page),
      column<ReturnType<typeof readRow>>(
        'no',
        'Question no.',
        (q) => <span className="tabular-nums">{q.no}</span>,
        (q) => q.no,
      ),
      column<ReturnType<typeof readRow>>(
        'content',
        'Content',
        (q) => <Truncated text={q.content} max={50} />,
        (q) => q.content,
      ),
      column<ReturnType<typeof readRow>>(
        'type',
        'Type',
        (q) => <SimulationTypes types={q.type} />,
        (q) => q.type.map((t) => SIMULATION_TYPE_LABELS[t]).join(', '),
      ),
      column<ReturnType<typeof readRow>>('action', 'Action', (q) => {
        const name = `simulation question ${String(q.no)}`;
        return (
          <div className="flex items-center gap-1">
            <Link
              to="/learning-driving/question-simulation/view/$id"
              params={{ id: q.id }}
              className={iconLink}
              aria-label={`View ${name}`}
            >
              <Eye className="size-4" aria-hidden="true" />
            </Link>
            <ConfirmDelete name={name} onConfirm={() => remove({ id: q.id })} />
            <RowLink
              to="/learning-driving/question-simulation/edit/$id"
              params={{ id: q.id }}
              className={iconLink}
              aria-label={`Edit ${name}`}
            >
              <Pencil className="size-4" aria-hidden="true" />
            </RowLink>
          </div>
        );
      }),
    ],
    [list.page, remove],
  );
  const filtered = !!(list.search.search || list.search.type);
  return (
    <ListScreen
      title="Question Simulation"
      label="Simulation questions"
      list={list}
      columns={columns}
      emptyText={filtered ? 'No simulation questions match these filters' : 'No simulation questions yet'}
      addNew="/learning-driving/question-simulation/create"
      filters={{
        searchPlaceholder: 'Search by content or number',
        children: (
          <SelectFilter
            label="Type"
            className="w-56"
            placeholder="All types"
            value={list.search.type ?? ''}
            options={TYPE_OPTIONS}
            onChange={(e) => list.setFilters({ type: isType(e.target.value) })}
          />
        ),
      }}
    />
  );
}
