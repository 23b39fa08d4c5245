// @vitest-environment jsdom
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminLayout } from '../../src/components/layout/admin-layout';
import { SIDER_COLLAPSED_KEY } from '../../src/components/layout/sider-state';
import { PERMISSIONS } from '../../src/rules/permissions';
import { MENU } from './admin-menu';

const admin = { fullName: 'Trần Văn Quản', email: 'root@kar.vn' };

async function renderLayout(path: string, onLogout = vi.fn()) {
  const rootRoute = createRootRoute({
    component: () => (
      <AdminLayout admin={admin} menu={MENU} permissions={PERMISSIONS} onLogout={onLogout}>
        <Outlet />
      </AdminLayout>
    ),
  });
  const page = (p: string) =>
    createRoute({ getParentRoute: () => rootRoute, path: p, component: () => <p>page {p}</p> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page('/home'), page('/reviews/video/edit/$id'), page('/reviews/list')]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await act(async () => {
    // The side menu asks for the admin's pinned views; this layout has none and sends nothing.
    const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await router.load();
  });
  await screen.findByText(/^page /);
  return { router, onLogout };
}

beforeEach(() => {
  localStorage.clear();
  // jsdom has no scrolling; the root's scroll-to-top would only log noise.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => cleanup());

describe('AdminLayout', () => {
  it('shows the product name as the layout title and the whole side menu', async () => {
    await renderLayout('/home');
    expect(screen.getByTestId('layout-title').textContent).toBe('KAR Admin');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    for (const group of [
      'User Management',
      'Post Management',
      'Learning Driving',
      'Services',
      'Feedbacks',
      'Errors',
    ]) {
      expect(within(nav).getByRole('button', { name: group })).toBeTruthy();
    }
  });

  it('opens the group of the current screen and lights the longest matching entry', async () => {
    await renderLayout('/reviews/video/edit/7');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('button', { name: 'Reviews' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(nav).getByRole('link', { name: 'Reviews Video' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Reviews' }).getAttribute('aria-current')).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Members' })).toBeNull();
    fireEvent.click(within(nav).getByRole('button', { name: 'User Management' }));
    expect(within(nav).getByRole('link', { name: 'Members' }).getAttribute('href')).toBe('/user-management');
  });

  it('collapses the sider, persists it and restores it on the next visit', async () => {
    await renderLayout('/home');
    const aside = screen.getByRole('complementary');
    expect(aside.style.width).toBe('var(--sider-width)');
    fireEvent.click(screen.getByRole('button', { name: 'Collapse menu' }));
    expect(localStorage.getItem(SIDER_COLLAPSED_KEY)).toBe('true');
    expect(aside.style.width).toBe('var(--sider-collapsed-width)');
    expect(screen.getByRole('link', { name: 'Dashboard' }).textContent).toBe('');
    cleanup();

    await renderLayout('/home');
    expect(screen.getByRole('complementary').style.width).toBe('var(--sider-collapsed-width)');
    fireEvent.click(screen.getByRole('button', { name: 'Expand menu' }));
    expect(localStorage.getItem(SIDER_COLLAPSED_KEY)).toBe('false');
  });

  it('has a profile menu with the name, the Admin tag, the email and Log out', async () => {
    const { onLogout } = await renderLayout('/home');
    // Named by the admin's visible name first (WCAG 2.5.3), then what it is.
    const trigger = screen.getByRole('button', { name: 'Trần Văn Quản Profile menu' });
    fireEvent.keyDown(trigger, { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Trần Văn Quản')).toBeTruthy();
    expect(within(menu).getByText('Admin')).toBeTruthy();
    expect(within(menu).getByText('root@kar.vn')).toBeTruthy();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
