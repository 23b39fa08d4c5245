// @vitest-environment jsdom
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundaryView } from '../../src/components/layout/error-boundary-view';

afterEach(cleanup);

/** A router wired as src/main.tsx wires it: the error boundary view is the default error component. */
async function renderFailingRoute(fails: () => boolean) {
  const rootRoute = createRootRoute();
  const broken = createRoute({
    getParentRoute: () => rootRoute,
    path: '/broken',
    component: () => {
      if (fails()) throw new Error('SELECT secret FROM admins -- must never reach the screen');
      return <p>recovered</p>;
    },
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([broken]),
    history: createMemoryHistory({ initialEntries: ['/broken'] }),
    defaultErrorComponent: ErrorBoundaryView,
  });
  await act(async () => {
    render(<RouterProvider router={router} />);
    await router.load();
  });
  return router;
}

describe('error boundary (SPEC §2.1)', () => {
  it("shows 'Something went wrong.' when a screen throws, never the error itself, and tries again", async () => {
    // React logs the caught render error; the test asserts what the admin sees instead.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let failing = true;
    try {
      await renderFailingRoute(() => failing);
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('Something went wrong.');
      expect(document.body.textContent).not.toContain('SELECT secret');

      failing = false;
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      });
      await screen.findByText('recovered');
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      consoleError.mockRestore();
    }
  });
});
