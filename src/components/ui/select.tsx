import { ChevronDown } from 'lucide-react';
import { useRef, useState, type Ref, type SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { SearchableSelect } from './searchable-select';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  options: readonly SelectOption[];
  /** Rendered as a first empty-valued option, e.g. 'All' or 'Select a brand'. */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
};

/**
 * Past this many options a choice is searched rather than scrolled (issue 25: wards, provinces, brands,
 * models, versions, categories); at or under it (a status, yes/no) it stays a native select.
 */
export const SEARCHABLE_AFTER = 15;

const selectClassName =
  'h-9 w-full appearance-none rounded-md border border-input bg-card py-1 pl-3 pr-8 text-sm shadow-xs focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive';

/**
 * A choice among options. Up to `SEARCHABLE_AFTER` of them, a styled native <select> (keyboard, mobile
 * and browser-test friendly without a custom listbox); more, and the same props draw a
 * `SearchableSelect`, so every caller, a form field or a filter row, switches by the length alone.
 */
export function Select(props: SelectProps) {
  return props.options.length > SEARCHABLE_AFTER ? <LongSelect {...props} /> : <NativeSelect {...props} />;
}

function NativeSelect({ className, options, placeholder, ...props }: SelectProps) {
  return (
    <div className={cn('relative inline-flex w-full min-w-0', className)}>
      <select className={selectClassName} {...props}>
        <Options options={options} placeholder={placeholder} />
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute right-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}

function Options({ options, placeholder }: Pick<SelectProps, 'options' | 'placeholder'>) {
  return (
    <>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </>
  );
}

/**
 * The searchable picker behind a native <select>'s props. A hidden <select> keeps the caller's name,
 * ref and change event: a pick sets its value and fires a real `change`, so `onChange={(e) =>
 * e.target.value}` and react-hook-form's `register` read it as from any select (Radix Select does the
 * same). The button is what people and tests reach; the hidden select is out of the page's tree.
 */
function LongSelect({
  className,
  options,
  placeholder,
  value,
  defaultValue,
  ref,
  id,
  disabled,
  onBlur,
  ...props
}: SelectProps) {
  const hidden = useRef<HTMLSelectElement | null>(null);
  // A controlled select shows `value`; an uncontrolled one what was last picked.
  const [picked, setPicked] = useState(String(defaultValue ?? ''));
  const current = value === undefined ? picked : String(value);
  return (
    <div className={cn('relative inline-flex w-full min-w-0', className)}>
      <SearchableSelect
        id={id}
        value={current}
        options={options}
        placeholder={placeholder}
        disabled={disabled}
        aria-label={props['aria-label']}
        aria-invalid={props['aria-invalid'] === true || props['aria-invalid'] === 'true' ? true : undefined}
        aria-describedby={props['aria-describedby']}
        onBlur={() => hidden.current?.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))}
        onChange={(next) => {
          setPicked(next);
          const select = hidden.current;
          if (!select) return;
          select.value = next;
          select.dispatchEvent(new Event('change', { bubbles: true }));
        }}
      />
      <select
        hidden
        tabIndex={-1}
        aria-hidden="true"
        ref={(el) => {
          hidden.current = el;
          if (typeof ref === 'function') ref(el);
          else if (ref) ref.current = el;
        }}
        name={props.name}
        value={value === undefined ? undefined : current}
        defaultValue={value === undefined ? defaultValue : undefined}
        disabled={disabled}
        onChange={props.onChange}
        onBlur={onBlur}
      >
        <Options options={options} placeholder={placeholder} />
      </select>
    </div>
  );
}
