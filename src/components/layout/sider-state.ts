import { useCallback, useState } from 'react';

export const SIDER_COLLAPSED_KEY = 'kar.sider.collapsed';

// Storage can be missing or throw (private mode, quota); the sider then just starts expanded.
function readCollapsed(): boolean {
  try {
    return globalThis.localStorage?.getItem(SIDER_COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

function writeCollapsed(value: boolean): void {
  try {
    globalThis.localStorage?.setItem(SIDER_COLLAPSED_KEY, String(value));
  } catch {
    // Not persisting is acceptable; the toggle still works for this page view.
  }
}

export function useSiderCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = useCallback(() => {
    setCollapsed((previous) => {
      const next = !previous;
      writeCollapsed(next);
      return next;
    });
  }, []);
  return [collapsed, toggle];
}
