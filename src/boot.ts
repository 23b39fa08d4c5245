// Runs from <head>, before the body is parsed and before the app's own script (vite.config.ts puts it
// there as a hashed file: the Content-Security-Policy allows no inline script). It only prepares the
// frame index.html paints until the app takes over (docs/deploying.md).
import { SIDER_COLLAPSED_KEY } from './components/layout/sider-key';

const root = document.documentElement;

// The static shell's sider takes the width the admin chose, as the app will (sider-state.ts); without a
// choice, CSS follows the screen width as the app does.
try {
  const choice = window.localStorage.getItem(SIDER_COLLAPSED_KEY);
  if (choice === 'true' || choice === 'false')
    root.dataset.sider = choice === 'true' ? 'collapsed' : 'expanded';
} catch {
  // Storage unavailable: the width follows the screen.
}

// The static login card cannot sign in by itself; a press of Sign in (or Enter in a field) is kept on
// the form, and the app's login form submits it when it takes over (src/features/auth/login-form.tsx).
function keepSubmit(target: EventTarget | null): void {
  const form = target instanceof Element ? target.closest<HTMLFormElement>('form[data-boot-form]') : null;
  if (form) form.dataset.submitted = '';
}
document.addEventListener('click', (event) => {
  if (event.target instanceof Element && event.target.closest('[data-boot-submit]')) keepSubmit(event.target);
});
document.addEventListener('keydown', (event) => {
  if (event.key === 'Enter') keepSubmit(event.target);
});
