import { Link } from '@tanstack/react-router';
import { KeyRound, LogOut, MonitorSmartphone, ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Badge } from '../ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';
import { adminDisplayName, type AdminIdentity } from './admin-name';

export type ProfileMenuProps = { admin: AdminIdentity; onLogout: () => void };

// Its form, rules and the common-password list load when it is first opened, not with the shell.
const ChangePasswordDialog = lazy(() => import('./change-password-dialog'));

export function ProfileMenu({ admin, onLogout }: ProfileMenuProps) {
  const [changing, setChanging] = useState(false);
  const [opened, setOpened] = useState(false);
  const name = adminDisplayName(admin);
  const initial = name.charAt(0).toUpperCase();
  return (
    <>
      {/* Not modal: a modal menu hides the whole app with aria-hidden while its focusable content stays focusable. */}
      <DropdownMenu modal={false}>
        {/* Named by its visible text (WCAG 2.5.3), so a voice command saying the admin's name finds it. */}
        <DropdownMenuTrigger className="flex items-center gap-2 rounded-md px-2 py-1 text-sm hover:bg-accent">
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
          >
            {initial}
          </span>
          <span className="hidden max-w-40 truncate font-medium sm:inline">{name}</span>{' '}
          <span className="sr-only">Profile menu</span>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          <DropdownMenuLabel className="flex flex-col gap-1">
            <span className="flex items-center gap-2">
              <span className="truncate font-semibold">{name}</span>
              <Badge variant="success">{admin.role?.name ?? 'Admin'}</Badge>
            </span>
            <span className="truncate text-xs font-normal text-muted-foreground">{admin.email}</span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem
            onSelect={() => {
              setOpened(true);
              setChanging(true);
            }}
          >
            <KeyRound aria-hidden="true" />
            Change password
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to="/account/two-step">
              <ShieldCheck aria-hidden="true" />
              Two-step sign-in
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to="/account/sessions">
              <MonitorSmartphone aria-hidden="true" />
              Your sessions
            </Link>
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem destructive onSelect={onLogout}>
            <LogOut aria-hidden="true" />
            Log out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {opened ? (
        <Suspense fallback={null}>
          <ChangePasswordDialog open={changing} onOpenChange={setChanging} />
        </Suspense>
      ) : null}
    </>
  );
}
