import { Link, type LinkProps } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Select, type SelectProps } from '@/components/ui/select';
import { cn } from '@/lib/cn';

/** The list header's 'Add new' (SPEC §2.5), to the create page. */
export function AddNewLink(props: { to: LinkProps['to']; variant?: 'default' | 'outline' }) {
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
