import type { QueryKey } from '@tanstack/react-query';
import { Link, type LinkProps } from '@tanstack/react-router';
import { AsyncSelect } from '@/components/form/async-select';
import { Plus } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, type SelectProps } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { useDebouncedText } from '@/lib/debounce';
import { mayOpen } from '@/components/layout/permissions';

/** The list header's 'Add new' (SPEC §2.5), to the create page. */
export function AddNewLink(props: { to: LinkProps['to']; variant?: 'default' | 'outline' }) {
  // Shown only to an admin whose role may open the create page (src/components/layout/menu.ts).
  if (typeof props.to === 'string' && !mayOpen(props.to)) return null;
  return (
    <Link to={props.to} className={buttonVariants({ variant: props.variant ?? 'default' })}>
      <Plus aria-hidden="true" /> Add new
    </Link>
  );
}

/** A labelled select in a list's filter row; its label names it for screen readers too. */
export function SelectFilter({
  label,
  className,
  ...select
}: Omit<SelectProps, 'aria-label'> & { label: string }) {
  return (
    <label className={cn('flex w-40 flex-col gap-1 text-xs text-muted-foreground', className)}>
      {label}
      <Select aria-label={label} {...select} />
    </label>
  );
}

/**
 * A labelled free-text filter applied once typing pauses for `debounceMs` (SPEC §2.13: the posts'
 * location, 1 s), or at once on Enter. The list trims; the box follows the URL when it changes elsewhere.
 */
export function TextFilter(props: {
  label: string;
  value: string | undefined;
  onChange: (text: string | undefined) => void;
  debounceMs: number;
  placeholder?: string;
  className?: string;
}) {
  const text = useDebouncedText(
    props.value,
    (t) => {
      // The same text again (typed and taken back) is no change: the list stays on its page.
      const next = t.trim() || undefined;
      if (next !== props.value) props.onChange(next);
    },
    props.debounceMs,
  );
  return (
    <label className={cn('flex w-44 flex-col gap-1 text-xs text-muted-foreground', props.className)}>
      {props.label}
      <Input
        aria-label={props.label}
        placeholder={props.placeholder}
        value={text.draft}
        onChange={(e) => text.change(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') text.apply();
        }}
      />
    </label>
  );
}

/**
 * A labelled `AsyncSelect` in a list's filter row: a choice among more records than a page can hold
 * (SPEC §2.13 poster), found on the server as the admin types.
 */
export function AsyncSelectFilter<TData, TKey extends QueryKey>(
  props: Parameters<typeof AsyncSelect<TData, TKey>>[0],
) {
  return (
    <div className="flex flex-col gap-1 text-xs text-muted-foreground">
      <span aria-hidden="true">{props.label}</span>
      <AsyncSelect {...props} />
    </div>
  );
}
