import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DetailCard } from '@/components/record/detail-fields';
import { RecordNotFound } from '@/components/record/record-states';
import { DeleteRecord, EditLink, RecordView } from '@/components/record/record-view';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { readFragment } from '@/gql';
import { QuestionSimulationGroupDetailFragmentDoc, SimulationQuestionChoiceFragmentDoc } from '@/gql/graphql';
import { adminGetQuestionSimulationGroupDetailQueryOptions } from '@/gql/hooks';
import { formatDateTime } from '@/lib/format';
import { SIMULATION_TYPE_LABELS } from '@/rules/learning-simulation-types';
import { QUESTION_SIMULATION_GROUP_LIST, useDeleteGroup } from './simulation-actions';

export function QuestionSimulationGroupNotFound() {
  return (
    <RecordNotFound
      what="Simulation group"
      list={QUESTION_SIMULATION_GROUP_LIST}
      listLabel="Question Simulation Group"
    />
  );
}

/** SPEC §2.15 group detail: name, type and its questions in order, each linking to its detail. */
export function QuestionSimulationGroupViewScreen({ id }: { id: string }) {
  const remove = useDeleteGroup();
  const { data } = useSuspenseQuery(adminGetQuestionSimulationGroupDetailQueryOptions({ id }));
  const g = readFragment(
    QuestionSimulationGroupDetailFragmentDoc,
    data.adminGetQuestionSimulationGroupDetail,
  );
  const questions = g.questionSimulationDetails.map((q) =>
    readFragment(SimulationQuestionChoiceFragmentDoc, q),
  );
  return (
    <RecordView
      history={{ entityType: 'question_simulation_group', entityId: g.id }}
      list={QUESTION_SIMULATION_GROUP_LIST}
      listLabel="Question Simulation Group"
      title={g.name}
      actions={
        <>
          <EditLink to="/learning-driving/question-simulation-group/edit/$id" params={{ id: g.id }} />
          <DeleteRecord
            list={QUESTION_SIMULATION_GROUP_LIST}
            name={`group ${g.name}`}
            description="The group is removed; its questions stay."
            onConfirm={() => remove.run({ id: g.id })}
          />
        </>
      }
    >
      <div className="grid max-w-4xl gap-4">
        <DetailCard
          title="Group"
          rows={[
            ['Name', g.name],
            ['Question type', SIMULATION_TYPE_LABELS[g.type]],
            ['Creation time', formatDateTime(g.createdAt)],
            ['Last updated', formatDateTime(g.updatedAt)],
          ]}
        />
        <Card>
          <CardHeader>
            <CardTitle>Questions ({questions.length})</CardTitle>
          </CardHeader>
          <CardContent>
            <ol className="grid gap-2 text-sm" aria-label="Questions">
              {questions.map((q, i) => (
                <li key={q.id} className="flex gap-2">
                  <span className="w-6 tabular-nums text-muted-foreground">{i + 1}.</span>
                  <Link
                    to="/learning-driving/question-simulation/view/$id"
                    params={{ id: q.id }}
                    className="text-primary hover:underline"
                  >
                    Question {q.no}: {q.content}
                  </Link>
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>
      </div>
    </RecordView>
  );
}
