import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { NumberInput } from '@/components/form/number-input';

/** A labelled number input with thousands separators (SPEC §9) bound to one form field. */
export function NumberField<T extends FieldValues>(props: {
  control: Control<T, unknown, unknown>;
  name: Path<T>;
  id: string;
  label: string;
  error?: string | undefined;
  required?: boolean;
}) {
  return (
    <FormField id={props.id} label={props.label} error={props.error} required={props.required ?? true}>
      <Controller
        control={props.control}
        name={props.name}
        render={({ field }) => (
          <NumberInput
            id={props.id}
            value={field.value as number | null | undefined}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            aria-invalid={props.error ? true : undefined}
          />
        )}
      />
    </FormField>
  );
}
