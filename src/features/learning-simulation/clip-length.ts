import { useEffect, useState, type RefObject, type SyntheticEvent } from 'react';

/**
 * The clip's length in seconds once its player has the metadata, for the timeline under it.
 *
 * The `loadedmetadata` event alone is not enough: a clip the browser has cached can have its metadata
 * while React is still rendering the player outside the page (a render spread over several tasks on a
 * busy machine), and React drops an event on an element it has not mounted yet. So the length is also
 * read from the player once it is mounted, and again whenever the clip changes.
 */
export function useClipLength(video: RefObject<HTMLVideoElement | null>, url: string | undefined) {
  const [length, setLength] = useState<number>();
  useEffect(() => {
    const player = video.current;
    setLength(player && url && player.readyState >= 1 ? player.duration : undefined);
  }, [video, url]);
  const onLoadedMetadata = (e: SyntheticEvent<HTMLVideoElement>) => setLength(e.currentTarget.duration);
  return { length, onLoadedMetadata };
}
