// @vitest-environment jsdom
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '../../src/features/auth/login-form';
import { LOGIN_EMAIL_REQUIRED, LOGIN_PASSWORD_REQUIRED } from '../../src/rules/auth';

// The login form checks its two fields without react-hook-form (docs/bundle.md); these are the behaviours
// the forms on react-hook-form have, which it must keep.

async function renderLogin() {
  const rootRoute = createRootRoute();
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      createRoute({ getParentRoute: () => rootRoute, path: '/auth/login', component: LoginForm }),
      createRoute({ getParentRoute: () => rootRoute, path: '/auth/register', component: () => null }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/auth/login'] }),
  });
  await act(async () => {
    render(<RouterProvider router={router} />);
    await router.load();
  });
  await screen.findByRole('button', { name: 'Sign in' });
}

const email = () => screen.getByLabelText(/Email/) as HTMLInputElement;
const password = () => screen.getByLabelText(/Password/) as HTMLInputElement;

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('LoginForm', () => {
  it('checks on submit: each empty field says so, is marked invalid, and the first one is focused', async () => {
    await renderLogin();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText(LOGIN_EMAIL_REQUIRED);
    expect(screen.getByText(LOGIN_PASSWORD_REQUIRED)).toBeTruthy();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(email().getAttribute('aria-describedby')).toBe('login-email-error');
    expect(password().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email());
  });

  it('after a check, a field’s message follows what is typed into it', async () => {
    await renderLogin();
    fireEvent.change(password(), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText(LOGIN_EMAIL_REQUIRED);
    expect(screen.queryByText(LOGIN_PASSWORD_REQUIRED)).toBeNull();
    expect(document.activeElement).toBe(email());

    fireEvent.change(email(), { target: { value: 'admin@kar.vn' } });
    await waitFor(() => expect(screen.queryByText(LOGIN_EMAIL_REQUIRED)).toBeNull());
    expect(email().getAttribute('aria-invalid')).toBeNull();

    fireEvent.change(password(), { target: { value: '' } });
    await screen.findByText(LOGIN_PASSWORD_REQUIRED);
  });

  it('before any check, typing shows no message', async () => {
    await renderLogin();
    fireEvent.change(email(), { target: { value: 'a' } });
    fireEvent.change(email(), { target: { value: '' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes over what was typed into the card index.html painted, and the focused field', async () => {
    // The static card as index.html has it (same ids), filled before the app started.
    document.body.innerHTML = `<form data-boot-form><input id="login-email" value="early@kar.vn" /><input id="login-password" value="typed" /></form>`;
    (document.getElementById('login-password') as HTMLInputElement).focus();
    const painted = document.querySelector('form[data-boot-form]');
    await renderLogin();
    painted?.remove();
    expect(email().value).toBe('early@kar.vn');
    expect(password().value).toBe('typed');
    expect(document.activeElement).toBe(password());
  });
});
