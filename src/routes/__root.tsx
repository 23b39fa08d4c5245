import { Navigate, Outlet, createRootRouteWithContext, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Notifications } from '@/components/feedback/notifications';
import { ErrorBoundaryView } from '@/components/layout/error-boundary-view';
import { useDocumentTitle } from '@/components/layout/use-document-title';

/**
 * Empty at the root: the login route must not load TanStack Query (docs/bundle.md). The `_admin`
 * layout adds `queryClient` (and `me`) to the context of every private route.
 */
export type RouterContext = Record<never, never>;

function ScrollToTop() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

function RootLayout() {
  useDocumentTitle();
  return (
    <>
      <ScrollToTop />
      <Outlet />
      <Notifications />
    </>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  errorComponent: ErrorBoundaryView,
  // SPEC §2.1: unknown paths go to login (which forwards a signed-in admin to /home).
  notFoundComponent: () => <Navigate to="/auth/login" replace />,
});
