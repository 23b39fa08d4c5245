// @vitest-environment jsdom
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PENDING_BAR_DELAY_MS, RoutePendingBar } from '../../src/components/layout/route-pending-bar';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function renderWithSlowRoute() {
  let finish: () => void = () => undefined;
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <RoutePendingBar />
        <Outlet />
      </>
    ),
  });
  const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <p>home</p> });
  const slow = createRoute({
    getParentRoute: () => rootRoute,
    path: '/slow',
    loader: () =>
      new Promise<void>((resolve) => {
        finish = resolve;
      }),
    component: () => <p>slow screen</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([home, slow]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await act(async () => {
    render(<RouterProvider router={router} />);
    await router.load();
  });
  await screen.findByText('home');
  // History, not Link: the registered route types are the app's, and this tree is the test's own.
  return { go: () => router.history.push('/slow'), finish: () => finish() };
}

describe('RoutePendingBar', () => {
  it('stays hidden for a quick navigation and shows a busy progress bar once loading passes 200 ms', async () => {
    const slow = await renderWithSlowRoute();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => {
      slow.go();
      await Promise.resolve();
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PENDING_BAR_DELAY_MS - 1);
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    const bar = screen.getByRole('progressbar', { name: 'Loading page' });
    expect(bar.getAttribute('aria-busy')).toBe('true');

    vi.useRealTimers();
    await act(async () => {
      slow.finish();
    });
    await screen.findByText('slow screen');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
