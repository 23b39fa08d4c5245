import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ControlledField, NumberField, TextareaField } from '@/components/form/fields';
import { MediaUploader } from '@/components/media/media-uploader';
import type { MediaValue } from '@/components/media/uploaded-media';
import { cn } from '@/lib/cn';
import {
  formatClock,
  SEGMENT_COLOURS,
  SEGMENT_POINTS,
  SIMULATION_TYPE_LABELS,
  SIMULATION_TYPES,
  toMinuteSecond,
  type SimulationQuestionInput,
  type SimulationQuestionValues,
} from '@/rules/learning-simulation';
import { ImageListField } from '@/components/media/image-list-field';
import { useClipLength } from './clip-length';
import { SegmentTimeline } from './timeline';
import { TryIt } from './try-it';

type Form = UseFormReturn<SimulationQuestionInput, unknown, SimulationQuestionValues>;
type TimeField = 'minuteFrom' | 'secondFrom' | 'minuteTo' | 'secondTo';

function TypeChecks({ form }: { form: Form }) {
  return (
    <ControlledField
      form={form}
      name="type"
      id="qs-types"
      label="Question types"
      render={(field, wiring) => {
        const chosen: readonly string[] = field.value;
        return (
          <div
            id={wiring.id}
            role="group"
            aria-invalid={wiring['aria-invalid']}
            aria-describedby={wiring['aria-describedby']}
            className="grid gap-2 sm:grid-cols-3"
          >
            {SIMULATION_TYPES.map((t) => (
              <label key={t} className="inline-flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={chosen.includes(t)}
                  onChange={(e) =>
                    field.onChange(e.target.checked ? [...chosen, t] : chosen.filter((x) => x !== t))
                  }
                />
                {SIMULATION_TYPE_LABELS[t]}
              </label>
            ))}
          </div>
        );
      }}
    />
  );
}

/**
 * The video (uploaded through the shared media module: mp4 up to 50 MB, with progress) and the timeline
 * editor on its scrubber: each segment's edges dragged on the bar or typed as minute and second. The
 * player's length goes into the form (`videoDuration`) so the rule can check the segments against it.
 */
function VideoAndTimeline({ form, initialVideo }: { form: Form; initialVideo: MediaValue | undefined }) {
  const [clip, setClip] = useState<MediaValue | undefined>(initialVideo);
  const video = useRef<HTMLVideoElement>(null);
  const [position, setPosition] = useState(0);
  const answers = form.watch('answers');
  const { length, onLoadedMetadata } = useClipLength(video, clip?.url);
  // The form's `videoDuration` (for the rule's check of the segments) follows it after every render, as
  // a reset (Reload theirs) puts the form's default 0 back.
  useEffect(() => {
    if (length !== undefined && form.getValues('videoDuration') !== length) {
      form.setValue('videoDuration', length);
    }
  });
  const { errors } = form.formState;
  const setSeconds = (i: number, end: 'From' | 'To', seconds: number) => {
    const { minute, second } = toMinuteSecond(seconds);
    form.setValue(`answers.${i}.minute${end}`, minute, { shouldDirty: true });
    form.setValue(`answers.${i}.second${end}`, second, { shouldDirty: true });
  };
  const onBoundary = (edge: number, seconds: number) => {
    if (edge > 0) setSeconds(edge - 1, 'To', seconds);
    if (edge < answers.length) setSeconds(edge, 'From', seconds);
  };
  const messages = answers.flatMap((_, i) =>
    (['minuteFrom', 'secondFrom', 'minuteTo', 'secondTo', 'point'] as const)
      .map((f) => errors.answers?.[i]?.[f]?.message)
      .filter((m): m is string => !!m),
  );
  const listError = errors.answers?.message ?? errors.answers?.root?.message;
  const all = [
    ...new Set(
      [...(listError ? [listError] : []), ...messages, errors.videoDuration?.message].filter(Boolean),
    ),
  ];
  const timeInput = (i: number, f: TimeField, label: string) => (
    <input
      type="number"
      min={0}
      max={59}
      step={1}
      aria-label={`Segment ${String(i + 1)} ${label}`}
      aria-invalid={errors.answers?.[i]?.[f] ? true : undefined}
      className={cn(
        'h-8 w-14 rounded-md border bg-background px-2 text-sm tabular-nums',
        errors.answers?.[i]?.[f] && 'border-destructive',
      )}
      {...form.register(`answers.${i}.${f}`, { valueAsNumber: true })}
    />
  );
  // On the video's scrubber: right under the player.
  const timeline = (
    <SegmentTimeline
      segments={answers}
      length={length || undefined}
      position={position}
      onBoundary={onBoundary}
      onSeek={(s) => {
        if (video.current) video.current.currentTime = s;
      }}
    />
  );
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">
        Video and timeline <span className="text-destructive">*</span>
      </legend>
      <ControlledField
        form={form}
        name="videos"
        id="qs-video"
        label="Video (mp4, up to 50 MB)"
        render={(field, wiring) => (
          <MediaUploader
            id={wiring.id}
            kind="video"
            label="Video"
            value={clip ? [clip] : []}
            invalid={wiring['aria-invalid'] === true}
            onChange={(next) => {
              const chosen = next[next.length - 1];
              setClip(chosen);
              field.onChange(chosen?.mediaId ?? null);
            }}
          />
        )}
      />
      {clip ? (
        <TryIt video={video} segments={answers}>
          <video
            ref={video}
            src={clip.url}
            controls
            preload="metadata"
            aria-label="The question's clip"
            className="aspect-video w-full max-w-2xl rounded-md bg-black [image-rendering:pixelated]"
            onLoadedMetadata={onLoadedMetadata}
            onTimeUpdate={(e) => setPosition(e.currentTarget.currentTime)}
          />
          {timeline}
        </TryIt>
      ) : (
        timeline
      )}
      <ol className="grid gap-2" aria-label="Segments">
        {answers.map((_, i) => (
          <li key={i} className="flex flex-wrap items-center gap-2 text-sm">
            <span
              aria-hidden="true"
              className="inline-block size-3 rounded-sm"
              style={{ backgroundColor: SEGMENT_COLOURS[i] }}
            />
            <span className="w-20 font-medium">Segment {i + 1}</span>
            <span className="text-muted-foreground">from</span>
            {timeInput(i, 'minuteFrom', 'from minute')}:{timeInput(i, 'secondFrom', 'from second')}
            <span className="text-muted-foreground">to</span>
            {timeInput(i, 'minuteTo', 'to minute')}:{timeInput(i, 'secondTo', 'to second')}
            <span className="tabular-nums">
              {SEGMENT_POINTS[i] ?? 0} {SEGMENT_POINTS[i] === 1 ? 'point' : 'points'}
            </span>
          </li>
        ))}
      </ol>
      {length ? <p className="text-xs text-muted-foreground">Video length {formatClock(length)}</p> : null}
      {all.length ? (
        <ul role="alert" className="grid gap-1 text-sm text-destructive" data-testid="timeline-errors">
          {all.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}

/** The fields create and edit share (SPEC §2.15, §3 simulation question). */
export function QuestionSimulationFields(props: {
  form: Form;
  video: MediaValue | undefined;
  images: readonly MediaValue[];
}) {
  const { form } = props;
  return (
    <>
      <NumberField form={form} name="no" id="qs-no" label="Number" placeholder="e.g. 31" />
      <TextareaField form={form} name="content" id="qs-content" label="Content" rows={3} />
      <TypeChecks form={form} />
      <VideoAndTimeline form={form} initialVideo={props.video} />
      <TextareaField
        form={form}
        name="explainAnswer"
        id="qs-explain"
        label="Explanation"
        required={false}
        rows={3}
      />
      <ImageListField
        form={form}
        name="images"
        id="qs-images"
        label="Explanation images"
        initial={props.images}
      />
    </>
  );
}
