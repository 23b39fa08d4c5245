import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

/** A navigation quicker than this shows nothing, so a fast network never sees the bar flicker. */
export const PENDING_BAR_DELAY_MS = 200;

/** A thin bar across the top while the router has been loading the next screen for a noticeable time. */
export function RoutePendingBar() {
  const loading = useRouterState({ select: (state) => state.isLoading });
  const [waitedLong, setWaitedLong] = useState(false);

  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setWaitedLong(true), PENDING_BAR_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setWaitedLong(false);
    };
  }, [loading]);

  const visible = loading && waitedLong;
  if (!visible) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      aria-busy="true"
      data-testid="route-pending"
      className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-primary/20"
    >
      <div className="h-full w-1/3 animate-route-pending bg-primary motion-reduce:w-full motion-reduce:animate-none" />
    </div>
  );
}
