import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { SelectFilter } from '@/components/data-table/list-controls';
import { ListScreen } from '@/components/data-table/list-screen';
import { useList, useListRoute } from '@/components/data-table/use-list';
import { adminListQuestionQueryOptions } from '@/gql/hooks';
import { THEORY_TYPE_LABELS, THEORY_TYPES } from '@/rules/learning-types';
import { useDeleteQuestion } from './question-theory-actions';
import { questionTheoryColumns, readQuestionTheoryRow } from './question-theory-columns';
import { TheoryImportButton } from './theory-import-dialog';

const TYPE_OPTIONS = THEORY_TYPES.map((t) => ({ value: t, label: THEORY_TYPE_LABELS[t] }));
const isType = (v: string) => THEORY_TYPES.find((t) => t === v);

/** SPEC §2.15 Question Theory list: search, Type filter (the eight categories), Clear; all in the URL. */
export function QuestionTheoryScreen() {
  const route = useListRoute(getRouteApi('/_admin/learning-driving/question-theory'));
  const list = useList(route, {
    query: ({ search, type }, paging) => adminListQuestionQueryOptions({ keyword: search, type, ...paging }),
    page: (data) => data.adminListQuestion,
    row: readQuestionTheoryRow,
  });
  const { run: remove } = useDeleteQuestion();
  const columns = useMemo(() => questionTheoryColumns(list.page, remove), [list.page, remove]);
  const filtered = !!(list.search.search || list.search.type);
  return (
    <ListScreen
      title="Question Theory"
      label="Theory questions"
      list={list}
      columns={columns}
      emptyText={filtered ? 'No theory questions match these filters' : 'No theory questions yet'}
      addNew="/learning-driving/question-theory/create"
      actions={<TheoryImportButton />}
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
