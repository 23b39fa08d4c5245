import { Link } from '@tanstack/react-router';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useMemo, useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { PaletteTrigger } from '../palette/palette-trigger';
import { PRODUCT_NAME } from '../../lib/product';
import type { AdminIdentity } from './admin-name';
import { focusMainContent, useFocusMainOnNavigation } from './main-focus';
import { filterMenu, type MenuEntry } from './menu';
import { ProfileMenu } from './profile-menu';
import { RoutePendingBar } from './route-pending-bar';
import { SideMenu } from './side-menu';
import { useSiderCollapsed } from './sider-state';

export type AdminLayoutProps = {
  admin: AdminIdentity;
  /** The whole side menu, as the routes declare it (`adminMenu()`). */
  menu: readonly MenuEntry[];
  /** The signed-in admin's permissions: the menu shows only the entries they may open. */
  permissions: readonly string[];
  onLogout: () => void;
  /** A short notice in the header, beside the profile menu (the two-step sign-in reminder): it moves no content. */
  notice?: ReactNode;
  /** The background work bell, beside the palette (docs/background-work.md); it reads the server, so the shell hands it in. */
  bell?: ReactNode;
  children: ReactNode;
};

// The document (not an inner box) scrolls, so the router's scroll restoration can reset it on navigation.
export function AdminLayout({
  admin,
  menu,
  permissions,
  onLogout,
  notice,
  bell,
  children,
}: AdminLayoutProps) {
  const [collapsed, toggleCollapsed] = useSiderCollapsed();
  const entries = useMemo(() => filterMenu(menu, permissions), [menu, permissions]);
  const mainRef = useRef<HTMLElement>(null);
  useFocusMainOnNavigation(mainRef);

  return (
    <div className="min-h-screen bg-background">
      {/* The first stop for the keyboard: the side menu alone has about 25. */}
      <a
        href="#main-content"
        onClick={(event) => {
          event.preventDefault();
          focusMainContent(mainRef.current);
        }}
        className="sr-only rounded-md bg-card px-3 py-2 text-sm font-medium text-primary shadow-md focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[60]"
      >
        Skip to main content
      </a>
      <RoutePendingBar />
      <header className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b bg-card px-3">
        <Link
          to="/home"
          // The title stays visible when the sider is collapsed: it is the product's contract text.
          className={cn(
            'flex shrink-0 items-center gap-2 font-semibold text-foreground',
            collapsed ? 'pr-2' : 'w-[250px]',
          )}
        >
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-md bg-brand text-sm font-bold text-white"
          >
            K
          </span>
          <span data-testid="layout-title" className="truncate text-base">
            {PRODUCT_NAME}
          </span>
        </Link>
        <button
          type="button"
          onClick={toggleCollapsed}
          aria-label={collapsed ? 'Expand menu' : 'Collapse menu'}
          aria-pressed={collapsed}
          className="flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground"
        >
          {collapsed ? <PanelLeftOpen className="size-5" /> : <PanelLeftClose className="size-5" />}
        </button>
        <div className="flex-1" />
        <PaletteTrigger adminKey={admin.email} />
        {bell}
        {notice}
        <ProfileMenu admin={admin} onLogout={onLogout} />
      </header>
      <div className="flex">
        <aside
          data-collapsed={collapsed}
          style={{ width: collapsed ? 'var(--sider-collapsed-width)' : 'var(--sider-width)' }}
          className="sticky top-14 h-[calc(100vh-3.5rem)] shrink-0 overflow-y-auto overflow-x-hidden border-r bg-card transition-[width]"
        >
          <SideMenu entries={entries} collapsed={collapsed} />
        </aside>
        <main id="main-content" ref={mainRef} tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none">
          {children}
        </main>
      </div>
    </div>
  );
}
