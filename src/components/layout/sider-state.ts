import { useCallback, useState, useSyncExternalStore } from 'react';
import { SIDER_COLLAPSED_KEY } from './sider-key';

export { SIDER_COLLAPSED_KEY };

/** Below this width a 266 px sider leaves too little room for a list, so it starts collapsed. */
export const SIDER_AUTO_COLLAPSE_BELOW_PX = 1280;
const NARROW_QUERY = `(max-width: ${String(SIDER_AUTO_COLLAPSE_BELOW_PX - 0.02)}px)`;

// Storage can be missing or throw (private mode, quota); the sider then follows the screen width.
function readChoice(): boolean | null {
  try {
    const stored = globalThis.localStorage?.getItem(SIDER_COLLAPSED_KEY);
    return stored === 'true' ? true : stored === 'false' ? false : null;
  } catch {
    return null;
  }
}

function writeChoice(value: boolean): void {
  try {
    globalThis.localStorage?.setItem(SIDER_COLLAPSED_KEY, String(value));
  } catch {
    // Not persisting is acceptable; the toggle still works for this page view.
  }
}

function narrowMedia(): MediaQueryList | undefined {
  return typeof globalThis.matchMedia === 'function' ? globalThis.matchMedia(NARROW_QUERY) : undefined;
}

function subscribeNarrow(onChange: () => void): () => void {
  const media = narrowMedia();
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

const isNarrow = (): boolean => narrowMedia()?.matches ?? false;

/**
 * Collapsed or not: the admin's own choice (kept in local storage, SPEC §1) when there is one; otherwise
 * collapsed on screens narrower than 1280 px, following the window as it is resized.
 */
export function useSiderCollapsed(): [boolean, () => void] {
  const [choice, setChoice] = useState(readChoice);
  const narrow = useSyncExternalStore(subscribeNarrow, isNarrow, () => false);
  const collapsed = choice ?? narrow;
  const toggle = useCallback(() => {
    const next = !collapsed;
    writeChoice(next);
    setChoice(next);
  }, [collapsed]);
  return [collapsed, toggle];
}
