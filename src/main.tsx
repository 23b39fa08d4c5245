import { RouterProvider, createRouter } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundaryView } from '@/components/layout/error-boundary-view';
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

setForbiddenNavigator(() => void router.navigate({ to: '/error/403' }));

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

// The start-up meAdmin query gates the app (SPEC §7): routes decide with its answer in the cache.
void loadSessionAdmin().then(() => {
  createRoot(rootElement).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});
