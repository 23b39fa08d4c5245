import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { ControlProps } from '@/components/form/form-field';

/**
 * A listing's services, one per line. The lines are the form's value as typed (blank ones included,
 * so Enter starts a new line); the shared rule drops blank lines and trims on save.
 */
export function ServicesInput(
  props: ControlProps & {
    id: string;
    value: readonly string[] | null | undefined;
    onChange: (lines: string[]) => void;
    onBlur: () => void;
  },
) {
  const { value, onChange, ...wiring } = props;
  return (
    <Textarea
      {...wiring}
      rows={4}
      placeholder={'Bảo dưỡng\nSửa chữa\nĐồng sơn'}
      value={(value ?? []).join('\n')}
      onChange={(e) => onChange(e.target.value.split('\n'))}
    />
  );
}

/** A latitude or longitude: decimal degrees, empty is null (the shared rule checks Vietnam's extent). */
export function CoordinateInput(
  props: ControlProps & {
    id: string;
    value: number | null | undefined;
    onChange: (value: number | null) => void;
    onBlur: () => void;
    placeholder: string;
  },
) {
  const { value, onChange, ...rest } = props;
  return (
    <Input
      {...rest}
      type="number"
      step="any"
      inputMode="decimal"
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
    />
  );
}
