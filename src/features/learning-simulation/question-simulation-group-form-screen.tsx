import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { DefaultValues, UseFormReturn } from 'react-hook-form';
import { ControlledField, SelectField, TextField } from '@/components/form/fields';
import { FormPage } from '@/components/form/form-page';
import type { EditRecord } from '@/components/form/edit-conflict';
import { useFormPage } from '@/components/form/use-form-page';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { readFragment } from '@/gql';
import { QuestionSimulationGroupDetailFragmentDoc, SimulationQuestionChoiceFragmentDoc } from '@/gql/graphql';
import {
  adminGetQuestionSimulationGroupDetailQueryOptions,
  simulationQuestionChoicesQueryOptions,
} from '@/gql/hooks';
import {
  SIMULATION_TYPE_LABELS,
  SIMULATION_TYPES,
  simulationGroupSchema,
  type SimulationGroupInput,
} from '@/rules/learning-simulation';
import { QUESTION_SIMULATION_GROUP_LIST, useCreateGroup, useEditGroup } from './simulation-actions';

type Form = UseFormReturn<SimulationGroupInput, unknown, SimulationGroupInput>;
interface Choice {
  id: string;
  no: number;
  content: string;
}
const TYPE_OPTIONS = SIMULATION_TYPES.map((t) => ({ value: t, label: SIMULATION_TYPE_LABELS[t] }));

/** Picks questions by search (Enter) and keeps them in the admin's order: add, move up or down, remove. */
function QuestionPicker({ form, initial }: { form: Form; initial: readonly Choice[] }) {
  const [known, setKnown] = useState<readonly Choice[]>(initial);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const found = useQuery(simulationQuestionChoicesQueryOptions({ keyword: keyword || undefined }));
  const results = (found.data?.adminListQuestionSimulation.items ?? []).map((q) =>
    readFragment(SimulationQuestionChoiceFragmentDoc, q),
  );
  return (
    <ControlledField
      form={form}
      name="questions"
      id="qg-questions"
      label="Questions"
      render={(field, wiring) => {
        const ids: readonly string[] = field.value;
        const chosen = ids.map((id) => known.find((q) => q.id === id) ?? { id, no: 0, content: id });
        const move = (from: number, to: number) => {
          const next = [...ids];
          const [item] = next.splice(from, 1);
          if (item) next.splice(to, 0, item);
          field.onChange(next);
        };
        return (
          <div id={wiring.id} className="grid min-w-0 gap-3">
            <ol className="grid gap-1 text-sm" aria-label="Chosen questions">
              {chosen.map((q, i) => (
                <li key={q.id} className="flex min-w-0 items-center gap-2 rounded-md border px-2 py-1">
                  <span className="w-6 tabular-nums text-muted-foreground">{i + 1}.</span>
                  <span className="min-w-0 flex-1 truncate">
                    Question {q.no}: {q.content}
                  </span>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Move question ${String(q.no)} up`}
                    disabled={i === 0}
                    onClick={() => move(i, i - 1)}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Move question ${String(q.no)} down`}
                    disabled={i === chosen.length - 1}
                    onClick={() => move(i, i + 1)}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove question ${String(q.no)}`}
                    onClick={() => field.onChange(ids.filter((x) => x !== q.id))}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ol>
            <Input
              type="search"
              aria-label="Search questions to add"
              placeholder="Search questions by content or number, then Enter"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  setKeyword(typed.trim());
                }
              }}
            />
            <ul className="grid max-h-64 gap-1 overflow-auto text-sm" aria-label="Questions to add">
              {results
                .filter((q) => !ids.includes(q.id))
                .map((q) => (
                  <li key={q.id} className="flex min-w-0 items-center gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Add question ${String(q.no)}`}
                      onClick={() => {
                        setKnown((prev) => [...prev.filter((x) => x.id !== q.id), q]);
                        field.onChange([...ids, q.id]);
                      }}
                    >
                      <Plus aria-hidden="true" />
                    </Button>
                    <span className="min-w-0 truncate">
                      Question {q.no}: {q.content}
                    </span>
                  </li>
                ))}
            </ul>
          </div>
        );
      }}
    />
  );
}

function GroupFormPage(props: {
  title: string;
  submitText: string;
  id?: string;
  record?: EditRecord;
  values: DefaultValues<SimulationGroupInput>;
  questions: readonly Choice[];
}) {
  const { id } = props;
  const create = useCreateGroup();
  const edit = useEditGroup();
  const { form, frame } = useFormPage<SimulationGroupInput, SimulationGroupInput>({
    schema: simulationGroupSchema,
    defaultValues: props.values,
    list: QUESTION_SIMULATION_GROUP_LIST,
    record: props.record,
    onSubmit: (input, editVersion) =>
      id !== undefined ? edit.run({ id, input, editVersion }) : create.run({ input }),
  });
  return (
    <FormPage
      {...frame}
      title={props.title}
      listLabel="Question Simulation Group"
      submitText={props.submitText}
    >
      <TextField form={form} name="name" id="qg-name" label="Name" />
      <SelectField form={form} name="type" id="qg-type" label="Question type" options={TYPE_OPTIONS} />
      <QuestionPicker form={form} initial={props.questions} />
    </FormPage>
  );
}

export function CreateQuestionSimulationGroupScreen() {
  return (
    <GroupFormPage
      title="Create Question Simulation Group"
      submitText="Create"
      values={{ name: '', type: 'PRACTICE_EXAM', questions: [] }}
      questions={[]}
    />
  );
}

export function EditQuestionSimulationGroupScreen({ id }: { id: string }) {
  const { data, refetch } = useSuspenseQuery(adminGetQuestionSimulationGroupDetailQueryOptions({ id }));
  const g = readFragment(
    QuestionSimulationGroupDetailFragmentDoc,
    data.adminGetQuestionSimulationGroupDetail,
  );
  const questions = g.questionSimulationDetails.map((q) =>
    readFragment(SimulationQuestionChoiceFragmentDoc, q),
  );
  return (
    <GroupFormPage
      title="Edit Question Simulation Group"
      submitText="Save"
      id={id}
      record={{
        editVersion: g.editVersion,
        refetch,
        live: { entity: 'question_simulation_group', entityId: g.id },
      }}
      values={{ name: g.name, type: g.type, questions: questions.map((q) => q.id) }}
      questions={questions}
    />
  );
}
