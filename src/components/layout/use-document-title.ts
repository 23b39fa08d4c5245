import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PRODUCT_NAME } from '@/lib/product';
import type {} from '@/lib/route-static-data';

/**
 * 'Members · KAR Admin' for the deepest matched route that declares a title (`staticData.title` in its
 * route file); the product name alone where none does (a layout, or a route that only redirects).
 */
export function documentTitle(matchedTitles: readonly (string | undefined)[]): string {
  for (let i = matchedTitles.length - 1; i >= 0; i--) {
    const title = matchedTitles[i];
    if (title) return `${title} · ${PRODUCT_NAME}`;
  }
  return PRODUCT_NAME;
}

/** Keeps document.title on the current screen's title, so tabs, history and screen readers can tell screens apart. */
export function useDocumentTitle(): void {
  const title = useRouterState({
    select: (state) => documentTitle(state.matches.map((match) => match.staticData.title)),
  });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
