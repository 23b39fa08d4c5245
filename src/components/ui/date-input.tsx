import type { Ref } from 'react';
import { Input, type InputProps } from './input';

export type DateInputProps = Omit<InputProps, 'type' | 'min' | 'max' | 'value' | 'onChange'> & {
  /** YYYY-MM-DD, the same form the URL query uses (SPEC §9); '' when empty. */
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
  ref?: Ref<HTMLInputElement>;
};

export function DateInput({ value, onChange, min, max, ...props }: DateInputProps) {
  return (
    <Input
      type="date"
      value={value}
      min={min}
      max={max}
      onChange={(event) => onChange(event.target.value)}
      {...props}
    />
  );
}
