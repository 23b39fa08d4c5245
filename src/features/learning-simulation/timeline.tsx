import { useRef } from 'react';
import {
  formatClock,
  SEGMENT_COLOURS,
  segmentFrom,
  segmentTo,
  type ScoringSegment,
} from '@/rules/learning-simulation-types';

const colourOf = (i: number) => SEGMENT_COLOURS[i] ?? SEGMENT_COLOURS[SEGMENT_COLOURS.length - 1];
const pct = (seconds: number, length: number) =>
  `${String(Math.min(100, Math.max(0, (seconds / length) * 100)))}%`;

/**
 * The answer segments on the video's scrubber (SPEC §2.15, §9: five colours in order). `position` is the
 * playhead; with `onBoundary`, each segment edge is a handle to drag (the editor).
 */
export function SegmentTimeline(props: {
  segments: readonly ScoringSegment[];
  /** The clip's length in seconds; until the video has loaded, the end of the last segment. */
  length: number | undefined;
  position?: number;
  onSeek?: (seconds: number) => void;
  /** Dragging edge `k` (0 the start of segment 1, k the end of segment k) to a whole second. */
  onBoundary?: (edge: number, seconds: number) => void;
}) {
  const bar = useRef<HTMLDivElement>(null);
  const last = props.segments[props.segments.length - 1];
  const length = props.length ?? (last ? segmentTo(last) : 1) ?? 1;
  const secondsAt = (clientX: number) => {
    const box = bar.current?.getBoundingClientRect();
    if (!box || box.width === 0) return 0;
    return Math.round(Math.min(1, Math.max(0, (clientX - box.left) / box.width)) * length);
  };
  const edges = props.segments.length
    ? [
        segmentFrom(props.segments[0] ?? last ?? { minuteFrom: 0, secondFrom: 0, minuteTo: 0, secondTo: 0 }),
        ...props.segments.map(segmentTo),
      ]
    : [];
  // The handle being dragged; pointer capture keeps its moves coming while the pointer leaves it.
  const dragging = useRef<number | undefined>(undefined);
  return (
    <div className="grid gap-1">
      <div
        ref={bar}
        data-testid="segment-timeline"
        className="relative h-6 rounded-md bg-muted"
        onClick={(e) => props.onSeek?.(secondsAt(e.clientX))}
      >
        {props.segments.map((s, i) => {
          const from = segmentFrom(s);
          const to = segmentTo(s);
          return (
            <div
              key={i}
              data-testid="timeline-segment"
              data-point={s.point}
              title={`${formatClock(from)}–${formatClock(to)}: ${String(s.point)} points`}
              className="absolute inset-y-0 opacity-90"
              style={{
                left: pct(from, length),
                width: pct(Math.max(0, to - from), length),
                backgroundColor: colourOf(i),
              }}
            />
          );
        })}
        {props.position !== undefined ? (
          <div
            aria-hidden="true"
            className="absolute inset-y-[-4px] w-0.5 bg-foreground"
            style={{ left: pct(props.position, length) }}
          />
        ) : null}
        {props.onBoundary
          ? edges.map((seconds, k) => (
              <button
                key={k}
                type="button"
                aria-label={`Move edge ${String(k + 1)} (${formatClock(seconds)})`}
                className="absolute inset-y-[-4px] w-2 -translate-x-1/2 cursor-ew-resize rounded-sm border border-foreground bg-background"
                style={{ left: pct(seconds, length), touchAction: 'none' }}
                onPointerDown={(e) => {
                  dragging.current = k;
                  e.currentTarget.setPointerCapture(e.pointerId);
                }}
                onPointerMove={(e) => {
                  if (dragging.current === k) props.onBoundary?.(k, secondsAt(e.clientX));
                }}
                onPointerUp={() => {
                  dragging.current = undefined;
                }}
                onClick={(e) => e.stopPropagation()}
              />
            ))
          : null}
      </div>
      <div className="flex justify-between text-xs text-muted-foreground tabular-nums">
        <span>0:00</span>
        <span>{formatClock(length)}</span>
      </div>
    </div>
  );
}

/** The time marks with their points, highest first (SPEC §2.15). */
export function TimeMarks({ segments }: { segments: readonly ScoringSegment[] }) {
  const rows = segments.map((s, i) => ({ s, i })).sort((a, b) => b.s.point - a.s.point);
  return (
    <table className="w-full text-sm" aria-label="Time marks">
      <thead>
        <tr className="text-left text-muted-foreground">
          <th className="py-1 font-medium">Colour</th>
          <th className="py-1 font-medium">From</th>
          <th className="py-1 font-medium">To</th>
          <th className="py-1 font-medium">Points</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ s, i }) => (
          <tr key={i} className="border-t" data-testid="time-mark">
            <td className="py-1">
              <span
                aria-hidden="true"
                className="inline-block size-3 rounded-sm align-middle"
                style={{ backgroundColor: colourOf(i) }}
              />
            </td>
            <td className="py-1 tabular-nums">{formatClock(segmentFrom(s))}</td>
            <td className="py-1 tabular-nums">{formatClock(segmentTo(s))}</td>
            <td className="py-1 font-medium tabular-nums">{s.point}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
