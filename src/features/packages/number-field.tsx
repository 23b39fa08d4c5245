import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { NumberInput } from '@/components/form/number-input';

/** A package count or fee: thousands separators shown, a number (or null when empty) kept. */
export function NumberField<T extends FieldValues, TOut>(props: {
  control: Control<T, unknown, TOut>;
  name: FieldPathByValue<T, number | null | undefined>;
  id: string;
  label: string;
  error: string | undefined;
  placeholder?: string | undefined;
  required?: boolean;
}) {
  return (
    <FormField id={props.id} label={props.label} error={props.error} required={props.required ?? false}>
      {(aria) => (
        <Controller
          control={props.control}
          name={props.name}
          render={({ field }) => (
            <NumberInput
              {...aria}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              placeholder={props.placeholder}
            />
          )}
        />
      )}
    </FormField>
  );
}
