import { RouterProvider, createRouter } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundaryView } from '@/components/layout/error-boundary-view';
import { declareRoutes } from '@/components/layout/menu';
import { followAdminInput } from '@/lib/admin-input';
import { setForbiddenNavigator } from '@/lib/error-mapper';
import { loadSessionAdmin } from '@/lib/session';
import { routeTree } from './routeTree.gen';
import './index.css';

const router = createRouter({
  routeTree,
  context: {},
  defaultPreload: 'intent',
  defaultErrorComponent: ErrorBoundaryView,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

// The side menu and the router's guard read the screens' declarations (`staticData.menu`) from the routes.
declareRoutes(Object.values(router.routesById));
setForbiddenNavigator(() => void router.navigate({ to: '/error/403' }));
// What the admin does on the page tells their calls from the page's upkeep (SESSION_IDLE_MINUTES).
followAdminInput();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

// The server painted the dashboard's frame because the request carried a session (docs/deploying.md): the
// admin area's code (query client, layout, dashboard) downloads while the session is checked rather than
// after it. A failed download is left to the router, which asks again and shows its error.
if (document.documentElement.dataset.boot === 'dashboard') {
  const ignore = () => undefined;
  void import('@/lib/query-client').catch(ignore);
  void router.loadRouteChunk(router.routesById['/_admin'])?.catch(ignore);
  void router.loadRouteChunk(router.routesById['/_admin/home'])?.catch(ignore);
}

// The start-up meAdmin query gates the app (SPEC §7): routes decide with its answer in the cache.
// The first screen (after any redirect) is loaded, its chunks included, before React renders: #root
// holds the frame index.html painted (the login card or the shell), and React's first commit replaces
// it with the real screen rather than with an empty page while the route's code downloads.
void loadSessionAdmin()
  // A failed load is the router's to show (its error component); the app renders either way.
  .then(() => router.load().catch(() => undefined))
  .then(() => {
    // A transition: React renders the first screen in slices it can interrupt (the static frame stays
    // until it commits), rather than in one task that blocks the page for the whole admin layout.
    startTransition(() => {
      createRoot(rootElement).render(
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
      );
    });
  });
