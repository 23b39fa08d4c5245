import { ArrowRight } from 'lucide-react';
import {
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type Ref,
  type TdHTMLAttributes,
  type ThHTMLAttributes,
} from 'react';
import { cn } from '../../lib/cn';

/** Whether the table is wider than its box, and whether columns are still hidden to the right. */
function useSideways() {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState({ wide: false, more: false });
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const check = () => {
      const hidden = el.scrollWidth - el.clientWidth;
      const next = { wide: hidden > 1, more: hidden - el.scrollLeft > 1 };
      setState((prev) => (prev.wide === next.wide && prev.more === next.more ? prev : next));
    };
    check();
    const observer = new ResizeObserver(check);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    el.addEventListener('scroll', check, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', check);
    };
  }, []);
  return { box, ...state };
}

export function Table({ className, ...props }: HTMLAttributes<HTMLTableElement>) {
  const { box, wide, more } = useSideways();
  const label = props['aria-label'];
  return (
    <div>
      {/* The wrapper scrolls a wide table sideways instead of stretching the page; when it does, it can be
          scrolled from the keyboard, and a line under it says that columns are hidden to the right. */}
      <div
        ref={box}
        className="relative w-full overflow-x-auto rounded-lg border bg-card focus-visible:outline-2 focus-visible:outline-ring"
        {...(wide
          ? {
              tabIndex: 0,
              role: 'region',
              'aria-label': label ? `${label}, scrolls sideways` : 'Table, scrolls sideways',
            }
          : {})}
      >
        <table className={cn('w-full caption-bottom border-collapse text-sm', className)} {...props} />
      </div>
      {more ? (
        <p className="mt-1 flex items-center justify-end gap-1 text-xs text-muted-foreground">
          More columns to the right: scroll the table sideways
          <ArrowRight className="size-3.5" aria-hidden="true" />
        </p>
      ) : null}
    </div>
  );
}

export function TableHeader({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead className={cn('bg-muted [&_tr]:border-b', className)} {...props} />;
}

export function TableBody({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableFooter({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <tfoot className={cn('border-t bg-muted font-medium', className)} {...props} />;
}

export function TableRow({
  className,
  ...props
}: HTMLAttributes<HTMLTableRowElement> & { ref?: Ref<HTMLTableRowElement> | undefined }) {
  return <tr className={cn('border-b transition-colors hover:bg-muted/60', className)} {...props} />;
}

export function TableHead({
  className,
  ...props
}: ThHTMLAttributes<HTMLTableCellElement> & { ref?: Ref<HTMLTableCellElement> | undefined }) {
  return (
    <th
      className={cn(
        'h-10 whitespace-nowrap px-3 text-left align-middle text-xs font-semibold uppercase tracking-wide text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cn('px-3 py-2 align-middle', className)} {...props} />;
}

export function TableCaption({ className, ...props }: HTMLAttributes<HTMLTableCaptionElement>) {
  return <caption className={cn('mt-3 text-sm text-muted-foreground', className)} {...props} />;
}
