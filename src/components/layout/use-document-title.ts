import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { documentTitle } from './route-titles';

/** Keeps document.title on the current screen's title, so tabs, history and screen readers can tell screens apart. */
export function useDocumentTitle(): void {
  const title = useRouterState({
    select: (state) => documentTitle(state.matches.map((match) => match.routeId)),
  });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
