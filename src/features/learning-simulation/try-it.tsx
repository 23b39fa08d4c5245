import { useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { formatClock, scorePress, type ScoringSegment } from '@/rules/learning-simulation-types';

/**
 * 'Try it' (issue 14 §1): play the clip, press Space, and see what that press would score. It reads the
 * player's time at the press and scores it with the app's own function; nothing is sent.
 */
export function TryIt(props: {
  video: RefObject<HTMLVideoElement | null>;
  segments: readonly ScoringSegment[];
  /** The player: Space anywhere in here is the press (the player's own pause on Space is held back). */
  children: ReactNode;
}) {
  const [press, setPress] = useState<{ at: number; points: number } | undefined>();
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== ' ') return;
    e.preventDefault();
    const at = props.video.current?.currentTime ?? 0;
    setPress({ at, points: scorePress(props.segments, at) });
  };
  return (
    <div
      tabIndex={0}
      role="group"
      aria-label="Try it: play the clip and press Space"
      data-testid="try-it"
      onKeyDownCapture={onKey}
      className="grid gap-1 rounded-md border border-dashed p-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
    >
      {props.children}
      <p className="font-medium">Try it</p>
      <p className="text-muted-foreground">Play the clip and press Space when you see the hazard.</p>
      <p aria-live="polite" data-testid="try-it-result">
        {press
          ? `Pressed at ${formatClock(press.at)} (${press.at.toFixed(1)} s): ${String(press.points)} point${press.points === 1 ? '' : 's'}`
          : 'No press yet'}
      </p>
    </div>
  );
}
