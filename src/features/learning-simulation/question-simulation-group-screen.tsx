import { Link, getRouteApi } from '@tanstack/react-router';
import { Eye, Pencil } from 'lucide-react';
import { useMemo } from 'react';
import { ConfirmDelete } from '@/components/actions/confirm-delete';
import { column, indexColumn, sortable } from '@/components/data-table/columns';
import { ListScreen } from '@/components/data-table/list-screen';
import { Truncated } from '@/components/data-table/truncated';
import { useList, useListRoute } from '@/components/data-table/use-list';
import { readFragment, type FragmentType } from '@/gql';
import { QuestionSimulationGroupRowFragmentDoc } from '@/gql/graphql';
import { adminListQuestionSimulationGroupQueryOptions } from '@/gql/hooks';
import { SIMULATION_TYPE_LABELS } from '@/rules/learning-simulation-types';
import { useDeleteGroup } from './simulation-actions';
import { iconLink } from './question-simulation-screen';
import { RowLink } from '@/components/data-table/row-link';

const readRow = (ref: FragmentType<typeof QuestionSimulationGroupRowFragmentDoc>) =>
  readFragment(QuestionSimulationGroupRowFragmentDoc, ref);
type Row = ReturnType<typeof readRow>;

/** SPEC §2.15 Question Simulation Group list: search, Clear; name cut at 50 (§9) and question type. */
export function QuestionSimulationGroupScreen() {
  const route = useListRoute(getRouteApi('/_admin/learning-driving/question-simulation-group'));
  const list = useList(route, {
    query: ({ search }, paging) =>
      adminListQuestionSimulationGroupQueryOptions({ keyword: search, ...paging }),
    page: (data) => data.adminListQuestionSimulationGroup,
    row: readRow,
  });
  const { run: remove } = useDeleteGroup();
  const columns = useMemo(
    () => [
      indexColumn<Row>(list.page),
      sortable(
        'name',
        column<Row>(
          'name',
          'Name',
          (g) => <Truncated text={g.name} max={50} />,
          (g) => g.name,
        ),
      ),
      column<Row>(
        'type',
        'Question type',
        (g) => SIMULATION_TYPE_LABELS[g.type],
        (g) => SIMULATION_TYPE_LABELS[g.type],
      ),
      column<Row>('action', 'Action', (g) => (
        <div className="flex items-center gap-1">
          <Link
            to="/learning-driving/question-simulation-group/view/$id"
            params={{ id: g.id }}
            className={iconLink}
            aria-label={`View group ${g.name}`}
          >
            <Eye className="size-4" aria-hidden="true" />
          </Link>
          <ConfirmDelete name={`group ${g.name}`} onConfirm={() => remove({ id: g.id })} />
          <RowLink
            to="/learning-driving/question-simulation-group/edit/$id"
            params={{ id: g.id }}
            className={iconLink}
            aria-label={`Edit group ${g.name}`}
          >
            <Pencil className="size-4" aria-hidden="true" />
          </RowLink>
        </div>
      )),
    ],
    [list.page, remove],
  );
  return (
    <ListScreen
      title="Question Simulation Group"
      label="Simulation groups"
      list={list}
      columns={columns}
      emptyText={list.search.search ? 'No simulation groups match this search' : 'No simulation groups yet'}
      addNew="/learning-driving/question-simulation-group/create"
      filters={{ searchPlaceholder: 'Search by name' }}
    />
  );
}
