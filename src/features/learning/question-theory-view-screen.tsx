import { useSuspenseQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { ActiveBadge } from '@/components/record/active-badge';
import { DetailCard } from '@/components/record/detail-fields';
import { RecordNotFound } from '@/components/record/record-states';
import { DeleteRecord, EditLink, RecordView } from '@/components/record/record-view';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { readFragment } from '@/gql';
import { QuestionTheoryDetailFragmentDoc } from '@/gql/graphql';
import { adminGetQuestionDetailQueryOptions } from '@/gql/hooks';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/cn';
import { ANSWER_TYPE_LABELS } from '@/rules/learning-types';
import { ImageGrid } from '@/components/record/image-grid';
import { LearnerPreviewButton } from './learner-preview-dialog';
import { LearnerQuestion } from './learner-question';
import { useDeleteQuestion } from './question-theory-actions';
import { ChapterList, CriticalBadge } from './theory-type-badges';

export const QUESTION_THEORY_LIST = '/learning-driving/question-theory';

/** The not-found state of the view and edit routes. */
export function QuestionTheoryNotFound() {
  return <RecordNotFound what="Theory question" list={QUESTION_THEORY_LIST} listLabel="Question Theory" />;
}

/**
 * SPEC §2.15 theory question detail: active flag, content, number, types, images, explanation text and
 * images, answer type, answers and the correct ones; preview as learner, edit, delete (back to the list).
 */
export function QuestionTheoryViewScreen({ no }: { no: number }) {
  const remove = useDeleteQuestion();
  const { data } = useSuspenseQuery(adminGetQuestionDetailQueryOptions({ no }));
  const q = readFragment(QuestionTheoryDetailFragmentDoc, data.adminGetQuestionDetail);
  const correct = q.answers.filter((a) => a.correctAnswer);
  return (
    <RecordView
      history={{ entityType: 'question_theory', entityId: q.id }}
      list={QUESTION_THEORY_LIST}
      listLabel="Question Theory"
      title={`Question ${String(q.no)}`}
      actions={
        <>
          <LearnerPreviewButton>
            {() => <LearnerQuestion question={data.adminGetQuestionDetail} />}
          </LearnerPreviewButton>
          <EditLink to="/learning-driving/question-theory/edit/$no" params={{ no: String(q.no) }} />
          <DeleteRecord
            list={QUESTION_THEORY_LIST}
            name={`question ${String(q.no)}`}
            description={`Question ${String(q.no)} and its answers will be removed from the theory bank.`}
            onConfirm={() => remove.run({ id: String(q.no) })}
          />
        </>
      }
    >
      <div className="grid max-w-4xl gap-4">
        <DetailCard
          title="Question"
          rows={[
            ['Status', <ActiveBadge key="active" active={q.isActive} />],
            [
              'Number',
              <span key="no" className="tabular-nums">
                {q.no}
              </span>,
            ],
            [
              'Types',
              <span key="types" className="flex flex-wrap items-center gap-1">
                {q.type.includes('CRITICAL_POINTS') ? <CriticalBadge /> : null}
                <ChapterList types={q.type} />
              </span>,
            ],
            [
              'Content',
              <p key="content" className="whitespace-pre-wrap">
                {q.content}
              </p>,
            ],
            [
              'Images',
              <ImageGrid
                key="images"
                images={q.imageDetail}
                alt={(i) => `Picture ${String(i + 1)} of question ${String(q.no)}`}
                emptyText="No images"
              />,
            ],
            ['Creation time', formatDateTime(q.createdAt)],
            ['Last updated', formatDateTime(q.updatedAt)],
          ]}
        />
        <Card>
          <CardHeader>
            <CardTitle>Answers · {ANSWER_TYPE_LABELS[q.answerType]}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <ol className="grid gap-2" aria-label="Answers">
              {q.answers.map((a) => (
                <li
                  key={a.id}
                  data-correct={a.correctAnswer ? 'true' : undefined}
                  className={cn(
                    'flex items-start gap-3 rounded-md border p-3 text-sm',
                    a.correctAnswer && 'border-success bg-success/10',
                  )}
                >
                  <span className="font-medium tabular-nums">{a.no}.</span>
                  <span className="flex-1">{a.content}</span>
                  {a.correctAnswer ? (
                    <span className="inline-flex items-center gap-1 text-xs font-medium text-success">
                      <Check className="size-4" aria-hidden="true" /> Correct
                    </span>
                  ) : null}
                </li>
              ))}
            </ol>
            <p className="text-sm">
              <span className="text-muted-foreground">Correct answers: </span>
              <span className="font-medium">{correct.map((a) => a.no).join(', ') || '-'}</span>
            </p>
          </CardContent>
        </Card>
        <DetailCard
          title="Explanation"
          rows={[
            [
              'Text',
              <p key="text" className="whitespace-pre-wrap">
                {q.explainAnswer || '-'}
              </p>,
            ],
            [
              'Images',
              <ImageGrid
                key="images"
                images={q.imageExplainAnswerDetail}
                alt={(i) => `Explanation picture ${String(i + 1)}`}
                emptyText="No images"
              />,
            ],
          ]}
        />
      </div>
    </RecordView>
  );
}
