import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { DetailCard } from '@/components/record/detail-fields';
import { RecordNotFound } from '@/components/record/record-states';
import { DeleteRecord, EditLink, RecordView } from '@/components/record/record-view';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { readFragment } from '@/gql';
import { QuestionSimulationDetailFragmentDoc, SimulationSegmentFragmentDoc } from '@/gql/graphql';
import { adminGetQuestionSimulationDetailQueryOptions } from '@/gql/hooks';
import { ApiError } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';
import { ImageGrid } from '@/components/record/image-grid';
import { QUESTION_SIMULATION_LIST, useDeleteSimulation } from './simulation-actions';
import { useClipLength } from './clip-length';
import { SegmentTimeline, TimeMarks } from './timeline';
import { SimulationTypes } from './simulation-type-badges';
import { TryIt } from './try-it';

export function QuestionSimulationNotFound() {
  return (
    <RecordNotFound
      what="Simulation question"
      list={QUESTION_SIMULATION_LIST}
      listLabel="Question Simulation"
    />
  );
}

interface GroupRef {
  id: string;
  name: string;
}
/** The groups a refused delete names (the server's `extensions.groups`). */
function groupsOf(error: Error): GroupRef[] {
  if (!(error instanceof ApiError)) return [];
  const groups = error.errors[0]?.extensions?.groups;
  return Array.isArray(groups)
    ? groups.filter((g): g is GroupRef => typeof g === 'object' && g !== null && 'id' in g && 'name' in g)
    : [];
}

/**
 * SPEC §2.15 simulation question detail: content, number, types, the video with its coloured timeline,
 * explanation text and images, time marks by point (highest first); add new, edit, delete (back to the
 * list). A delete refused because groups use the question links those groups.
 */
export function QuestionSimulationViewScreen({ id }: { id: string }) {
  const remove = useDeleteSimulation();
  const { data } = useSuspenseQuery(adminGetQuestionSimulationDetailQueryOptions({ id }));
  const q = readFragment(QuestionSimulationDetailFragmentDoc, data.adminGetQuestionSimulationDetail);
  const segments = q.answers.map((a) => readFragment(SimulationSegmentFragmentDoc, a));
  const video = useRef<HTMLVideoElement>(null);
  const { length, onLoadedMetadata } = useClipLength(video, q.mediaDetail?.filePathOriginal);
  const [position, setPosition] = useState(0);
  const [usedBy, setUsedBy] = useState<GroupRef[]>([]);
  return (
    <RecordView
      history={{ entityType: 'question_simulation', entityId: q.id }}
      list={QUESTION_SIMULATION_LIST}
      listLabel="Question Simulation"
      title={`Simulation question ${String(q.no)}`}
      actions={
        <>
          <Link
            to="/learning-driving/question-simulation/create"
            className="inline-flex h-9 items-center gap-2 rounded-md border px-3 text-sm font-medium hover:bg-accent"
          >
            <Plus className="size-4" aria-hidden="true" /> Add new
          </Link>
          <EditLink to="/learning-driving/question-simulation/edit/$id" params={{ id: q.id }} />
          <DeleteRecord
            list={QUESTION_SIMULATION_LIST}
            name={`simulation question ${String(q.no)}`}
            description={`Question ${String(q.no)} and its time marks will be removed.`}
            onConfirm={async () => {
              const result = await remove.run({ id: q.id });
              setUsedBy(result.ok ? [] : groupsOf(result.error));
              return result;
            }}
          />
        </>
      }
    >
      <div className="grid max-w-4xl gap-4">
        {usedBy.length ? (
          <div role="status" className="rounded-md border border-destructive/50 bg-destructive/5 p-3 text-sm">
            <p>This question stays while these groups use it:</p>
            <ul className="mt-1 list-disc pl-5">
              {usedBy.map((g) => (
                <li key={g.id}>
                  <Link
                    to="/learning-driving/question-simulation-group/view/$id"
                    params={{ id: g.id }}
                    className="text-primary underline"
                  >
                    {g.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <DetailCard
          title="Question"
          rows={[
            [
              'Number',
              <span key="no" className="tabular-nums">
                {q.no}
              </span>,
            ],
            ['Question types', <SimulationTypes key="types" types={q.type} />],
            [
              'Content',
              <p key="content" className="whitespace-pre-wrap">
                {q.content}
              </p>,
            ],
            ['Creation time', formatDateTime(q.createdAt)],
            ['Last updated', formatDateTime(q.updatedAt)],
          ]}
        />
        <Card>
          <CardHeader>
            <CardTitle>Video</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            {q.mediaDetail ? (
              <TryIt video={video} segments={segments}>
                <video
                  ref={video}
                  src={q.mediaDetail.filePathOriginal}
                  controls
                  preload="metadata"
                  aria-label={`Clip of question ${String(q.no)}`}
                  className="aspect-video w-full max-w-2xl rounded-md bg-black [image-rendering:pixelated]"
                  onLoadedMetadata={onLoadedMetadata}
                  onTimeUpdate={(e) => setPosition(e.currentTarget.currentTime)}
                />
                <SegmentTimeline
                  segments={segments}
                  length={length}
                  position={position}
                  onSeek={(s) => {
                    if (video.current) video.current.currentTime = s;
                  }}
                />
              </TryIt>
            ) : (
              <>
                <p className="text-sm text-muted-foreground">No video</p>
                <SegmentTimeline segments={segments} length={undefined} />
              </>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Time marks</CardTitle>
          </CardHeader>
          <CardContent>
            <TimeMarks segments={segments} />
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
                images={q.imageDetail}
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
