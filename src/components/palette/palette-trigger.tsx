import { Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';

// The palette itself (its list, the search query, the rules) is a chunk of its own, asked for the first
// time the admin opens it or points at the button: the admin area carries only this button (docs/palette.md).
const loadPalette = () => import('./command-palette');
const CommandPalette = lazy(loadPalette);

const onMac = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** Ctrl+K (⌘K on a Mac) anywhere in the admin area, and the header's Search button, open the palette. */
export function PaletteTrigger({ adminKey }: { adminKey: string }) {
  const [open, setOpen] = useState(false);
  // Mounted once asked for, then kept, so reopening it is instant and its recent items stay read.
  const [wanted, setWanted] = useState(false);
  const show = () => {
    setWanted(true);
    setOpen(true);
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || event.altKey || event.shiftKey) return;
      if (!(event.ctrlKey || event.metaKey)) return;
      // The browser's own Ctrl+K (its search bar) would take the focus away.
      event.preventDefault();
      setWanted(true);
      setOpen((was) => !was);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      {/* The shortcut hint sits over the button, not in it: announced through aria-keyshortcuts, and as the
          button's text it would make the visible label differ from its name (axe label-content-name-mismatch). */}
      <div className="relative flex items-center">
        <button
          type="button"
          onClick={show}
          onPointerEnter={() => void loadPalette()}
          onFocus={() => void loadPalette()}
          aria-keyshortcuts="Control+K Meta+K"
          aria-haspopup="dialog"
          aria-label="Search screens and records"
          className="flex h-9 items-center gap-2 rounded-md border bg-background px-3 text-sm text-muted-foreground hover:bg-accent hover:text-accent-foreground md:pr-16"
        >
          <Search aria-hidden="true" className="size-4" />
          <span className="hidden md:inline">Search</span>
        </button>
        <kbd
          aria-hidden="true"
          className="pointer-events-none absolute right-2 hidden rounded border bg-muted px-1.5 font-sans text-xs text-muted-foreground md:inline"
        >
          {onMac() ? '⌘K' : 'Ctrl K'}
        </kbd>
      </div>
      {wanted ? (
        <Suspense fallback={null}>
          <CommandPalette open={open} onOpenChange={setOpen} adminKey={adminKey} />
        </Suspense>
      ) : null}
    </>
  );
}
