import type { FieldPathByValue, FieldValues, UseFormReturn } from 'react-hook-form';
import { ControlledField } from '@/components/form/fields';
import { RichTextInput } from './rich-text-input';

/** A rich-text value of a form (HTML, '' for nothing written), edited in the lazily loaded editor. */
export function RichTextField<
  T extends FieldValues,
  TOut,
  N extends FieldPathByValue<T, string | null | undefined>,
>(props: {
  form: UseFormReturn<T, unknown, TOut>;
  name: N;
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
}) {
  const { form, name, id, label, required, hint } = props;
  return (
    <ControlledField
      {...{ form, name, id, label, required, hint }}
      render={(field, wiring) => (
        <RichTextInput
          {...wiring}
          label={label}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
