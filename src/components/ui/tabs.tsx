import { useId, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type TabItem = { value: string; label: ReactNode; content: ReactNode; disabled?: boolean };

export type TabsProps = {
  items: readonly TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
};

export function Tabs({ items, value, defaultValue, onValueChange, className }: TabsProps) {
  const [inner, setInner] = useState(defaultValue ?? items[0]?.value ?? '');
  const active = value ?? inner;
  const baseId = useId();

  const select = (next: string) => {
    if (value === undefined) setInner(next);
    onValueChange?.(next);
  };

  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <div role="tablist" className="flex gap-1 border-b">
        {items.map((item) => {
          const selected = item.value === active;
          return (
            <button
              key={item.value}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.value}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${item.value}`}
              disabled={item.disabled}
              onClick={() => select(item.value)}
              className={cn(
                '-mb-px border-b-2 px-3 py-2 text-sm font-medium transition-colors disabled:opacity-50',
                selected
                  ? 'border-primary text-primary'
                  : 'border-transparent text-muted-foreground hover:text-foreground',
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) =>
        item.value === active ? (
          <div
            key={item.value}
            role="tabpanel"
            id={`${baseId}-panel-${item.value}`}
            aria-labelledby={`${baseId}-tab-${item.value}`}
          >
            {item.content}
          </div>
        ) : null,
      )}
    </div>
  );
}
