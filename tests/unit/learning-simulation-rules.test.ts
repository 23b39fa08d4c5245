import { describe, expect, it } from 'vitest';
import {
  formatClock,
  scorePress,
  SEGMENT_COLOURS,
  segmentBeyondMessage,
  segmentGapMessage,
  segmentOverlapMessage,
  simulationGroupSchema,
  simulationQuestionSchema,
  timelineIssues,
} from '../../src/rules/learning-simulation';
import { demoClip } from '../../server/seed/seed-learning-simulation';
import { bufferSource } from '../../server/services/media/byte-source';
import { mp4Duration } from '../../server/services/media/mp4-duration';

const seg = (from: number, to: number, point: number) => ({
  no: 1,
  minuteFrom: Math.floor(from / 60),
  secondFrom: from % 60,
  minuteTo: Math.floor(to / 60),
  secondTo: to % 60,
  point,
});
const five = [seg(4, 6, 5), seg(6, 7, 4), seg(7, 9, 3), seg(9, 10, 2), seg(10, 12, 1)];

describe('scorePress', () => {
  it('scores the segment a press falls in: from inclusive, to exclusive, the last end inclusive', () => {
    expect(scorePress(five, 3.99)).toBe(0);
    expect(scorePress(five, 4)).toBe(5);
    expect(scorePress(five, 5.5)).toBe(5);
    expect(scorePress(five, 6)).toBe(4);
    expect(scorePress(five, 8.2)).toBe(3);
    expect(scorePress(five, 9)).toBe(2);
    expect(scorePress(five, 11.9)).toBe(1);
    expect(scorePress(five, 12)).toBe(1);
    expect(scorePress(five, 12.01)).toBe(0);
    expect(scorePress(five, Number.NaN)).toBe(0);
  });
  it('does not depend on the order segments are given in, and counts minutes', () => {
    expect(scorePress([...five].reverse(), 6.5)).toBe(4);
    expect(scorePress([seg(58, 61, 5), seg(61, 65, 4)], 60.5)).toBe(5);
    expect(scorePress([], 5)).toBe(0);
  });
});

describe('timeline rules', () => {
  it('accepts five contiguous segments scoring 5..1 within the clip', () => {
    expect(timelineIssues(five, 12)).toEqual([]);
  });
  it('refuses an overlap, a gap and a segment past the clip, naming the field', () => {
    const overlap = five.map((s, i) => (i === 1 ? { ...s, secondFrom: 5 } : s));
    expect(timelineIssues(overlap, 20)).toEqual([
      { message: segmentOverlapMessage(2), path: ['answers', 1, 'secondFrom'] },
    ]);
    const gap = five.map((s, i) => (i === 1 ? { ...s, secondFrom: 6.5 } : s));
    expect(timelineIssues(gap, 20)[0]?.message).toBe(segmentGapMessage(2));
    expect(timelineIssues(five, 11)).toEqual([
      { message: segmentBeyondMessage(5, 11), path: ['answers', 4, 'secondTo'] },
    ]);
  });
  it('is the schema the form and server parse with; segments come back numbered in order', () => {
    const parsed = simulationQuestionSchema.parse({
      content: ' Nội dung ',
      no: 3,
      videos: '3f8e2a1c-5b7d-4c9e-8a6f-1d2e3c4b5a69',
      videoDuration: 12.4,
      type: ['HIGHWAY', 'URBAN'],
      answers: five,
    });
    expect(parsed.answers.map((a) => a.no)).toEqual([1, 2, 3, 4, 5]);
    expect(parsed.type).toEqual(['URBAN', 'HIGHWAY']);
    expect(parsed.content).toBe('Nội dung');
  });
  it('refuses a group with a question twice', () => {
    const id = '3f8e2a1c-5b7d-4c9e-8a6f-1d2e3c4b5a69';
    expect(simulationGroupSchema.safeParse({ name: 'A', type: 'WRONG', questions: [id, id] }).success).toBe(
      false,
    );
  });
  it('has five distinct colours and prints m:ss', () => {
    expect(new Set(SEGMENT_COLOURS).size).toBe(5);
    expect(formatClock(75.9)).toBe('1:15');
  });
});

describe('demo clips', () => {
  it('declares the length asked for, as the server reads it', async () => {
    const clip = demoClip(15, 4, [220, 40, 40], true);
    expect(await mp4Duration(bufferSource(clip))).toBe(15);
    expect(clip.length).toBeLessThan(250_000);
  });
});
