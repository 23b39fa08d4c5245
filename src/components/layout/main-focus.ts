import { useRouter } from '@tanstack/react-router';
import { useEffect, type RefObject } from 'react';

/** Focuses the screen's heading (or the main region when it has none yet) without scrolling the page. */
export function focusMainContent(main: HTMLElement | null): void {
  if (!main) return;
  const target = main.querySelector<HTMLElement>('h1') ?? main;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * After a navigation to another path the old screen's focused element is gone and focus would fall to the
 * body, so keyboard and screen-reader users land on the new screen's heading instead. The first load keeps
 * the browser's own focus, search-only changes (page, filters, tabs) keep focus where the admin is, and a
 * screen that already focused something of its own (a form's first field) keeps it, and so does a dialog.
 */
export function useFocusMainOnNavigation(mainRef: RefObject<HTMLElement | null>): void {
  const router = useRouter();
  useEffect(() => {
    let frame = 0;
    const unsubscribe = router.subscribe('onResolved', (event) => {
      if (!event.fromLocation || !event.pathChanged) return;
      cancelAnimationFrame(frame);
      // Wait for the new screen's first paint, so its heading exists.
      frame = requestAnimationFrame(() => {
        const main = mainRef.current;
        const active = document.activeElement;
        if (main && active && active !== main && main.contains(active)) return;
        // A dialog opened meanwhile (the command palette, Ctrl+K pressed as the screen loads) keeps it.
        if (active?.closest('[role="dialog"]')) return;
        focusMainContent(main);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      unsubscribe();
    };
  }, [router, mainRef]);
}
