// Simulation enumerations and words, without zod: the list routes parse their URL with these in the
// app's first script (docs/bundle.md), so this file must stay free of the rules' parser.

/** SPEC §3 simulation group types: three group kinds and six chapters, as the API names them. */
export const SIMULATION_TYPES = [
  'PRACTICE_EXAM',
  'FREQUENTLY_WRONG',
  'WRONG',
  'URBAN',
  'SUBURBAN',
  'HIGHWAY',
  'MOUNTAIN',
  'NATIONAL_ROAD',
  'REAL_ACCIDENTS',
] as const;
export type SimulationType = (typeof SIMULATION_TYPES)[number];

export const SIMULATION_TYPE_LABELS: Record<SimulationType, string> = {
  PRACTICE_EXAM: 'Practice exam',
  FREQUENTLY_WRONG: 'Frequently wrong',
  WRONG: 'Wrong',
  URBAN: 'Urban',
  SUBURBAN: 'Suburban',
  HIGHWAY: 'Highway',
  MOUNTAIN: 'Mountain',
  NATIONAL_ROAD: 'National road',
  REAL_ACCIDENTS: 'Real accidents',
};

/** The points of the five scoring segments, in time order: the earlier the press, the more points. */
export const SEGMENT_POINTS = [5, 4, 3, 2, 1] as const;

/**
 * SPEC §9: the timeline uses five colours in order, one per segment (5 points first). SPEC does not
 * give the colours; these run from the editor's primary green (00C58D, SPEC §9) to red, so "earlier is
 * better" reads at a glance.
 */
export const SEGMENT_COLOURS = ['#00C58D', '#7BC043', '#F5C518', '#F28C28', '#E5383B'] as const;

/** The answer time fields of SPEC §3 (`answers`) as seconds from the start of the clip. */
export interface SegmentTimes {
  minuteFrom: number;
  secondFrom: number;
  minuteTo: number;
  secondTo: number;
}
export interface ScoringSegment extends SegmentTimes {
  point: number;
}

export const segmentFrom = (s: SegmentTimes) => s.minuteFrom * 60 + s.secondFrom;
export const segmentTo = (s: SegmentTimes) => s.minuteTo * 60 + s.secondTo;

/** Seconds as SPEC §3's minute and second pair. */
export const toMinuteSecond = (seconds: number) => ({
  minute: Math.floor(seconds / 60),
  second: seconds - Math.floor(seconds / 60) * 60,
});

/** `m:ss` for the screens. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60))}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * The points a press at `seconds` into the clip scores: the point of the segment it falls in (from
 * inclusive, to exclusive, the last segment's end inclusive), or 0 outside every segment. The app and
 * the 'Try it' preview score with this one function.
 */
export function scorePress(segments: readonly ScoringSegment[], seconds: number): number {
  if (!Number.isFinite(seconds)) return 0;
  const sorted = [...segments].sort((a, b) => segmentFrom(a) - segmentFrom(b));
  const last = sorted[sorted.length - 1];
  for (const s of sorted) {
    const from = segmentFrom(s);
    const to = segmentTo(s);
    if (seconds >= from && (seconds < to || (s === last && seconds === to))) return s.point;
  }
  return 0;
}
