import { useState } from 'react';
import { Input, type InputProps } from '@/components/ui/input';
import { formatThousands, parseThousands } from '@/lib/thousands';

export type NumberInputProps = Omit<InputProps, 'value' | 'onChange' | 'type'> & {
  value: number | null | undefined;
  onValueChange: (value: number | null) => void;
};

/**
 * A text input that shows thousands separators while keeping a number (or null when empty) in the form.
 * It shows what the admin types until blur, so a half-typed '1,2' is not reformatted under the cursor.
 */
export function NumberInput({ value, onValueChange, onBlur, ...props }: NumberInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Input
      {...props}
      inputMode="decimal"
      autoComplete="off"
      value={draft ?? formatThousands(value)}
      onChange={(event) => {
        setDraft(event.target.value);
        onValueChange(parseThousands(event.target.value));
      }}
      onBlur={(event) => {
        setDraft(null);
        onBlur?.(event);
      }}
    />
  );
}
