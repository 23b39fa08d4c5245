// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useClipLength } from '../../src/features/learning-simulation/clip-length';

afterEach(cleanup);

/** A player as the simulation screens draw it, with the length the timeline would get. */
function Player({ url }: { url: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const { length, onLoadedMetadata } = useClipLength(video, url);
  return (
    <>
      <video ref={video} src={url} onLoadedMetadata={onLoadedMetadata} />
      <output aria-label="length">{length ?? 'none'}</output>
    </>
  );
}

/** Makes every player in the document report metadata: jsdom plays nothing. */
function withMetadata(duration: number) {
  const proto = HTMLMediaElement.prototype;
  const saved = {
    readyState: Object.getOwnPropertyDescriptor(proto, 'readyState'),
    duration: Object.getOwnPropertyDescriptor(proto, 'duration'),
  };
  Object.defineProperty(proto, 'readyState', { configurable: true, get: () => 1 });
  Object.defineProperty(proto, 'duration', { configurable: true, get: () => duration });
  return () => {
    if (saved.readyState) Object.defineProperty(proto, 'readyState', saved.readyState);
    if (saved.duration) Object.defineProperty(proto, 'duration', saved.duration);
  };
}

describe('useClipLength: the timeline gets the clip length however the metadata arrives', () => {
  it('reads the length from a player that had its metadata before it was mounted (no event comes)', () => {
    const restore = withMetadata(18);
    try {
      render(<Player url="/media/a.mp4" />);
      expect(screen.getByLabelText('length').textContent).toBe('18');
    } finally {
      restore();
    }
  });

  it('takes the length from the loadedmetadata event, and forgets it when the clip changes', () => {
    const { rerender, container } = render(<Player url="/media/a.mp4" />);
    expect(screen.getByLabelText('length').textContent).toBe('none');
    const restore = withMetadata(15);
    try {
      act(() => {
        container.querySelector('video')?.dispatchEvent(new Event('loadedmetadata'));
      });
    } finally {
      restore();
    }
    expect(screen.getByLabelText('length').textContent).toBe('15');
    rerender(<Player url="/media/b.mp4" />);
    expect(screen.getByLabelText('length').textContent).toBe('none');
  });
});
