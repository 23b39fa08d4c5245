import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { Input } from '@/components/ui/input';

export interface TextFieldSpec<V extends FieldValues> {
  name: Path<V>;
  label: string;
  type?: 'email' | 'password';
  autoComplete: string;
  autoFocus?: boolean;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The sign-in and register forms' text inputs, in order: each a labelled field wired to its message.
 * The input's id is '{idPrefix}-{name in kebab case}' ('register-password-repeat'), which the labels use.
 */
export function TextFields<V extends FieldValues>(props: {
  idPrefix: string;
  fields: readonly TextFieldSpec<V>[];
  form: Pick<UseFormReturn<V>, 'register' | 'getFieldState' | 'formState'>;
}) {
  const { register, getFieldState, formState } = props.form;
  return props.fields.map((f) => (
    <FormField
      key={f.name}
      id={`${props.idPrefix}-${kebab(f.name)}`}
      label={f.label}
      // Read through the form state, so that a new error re-renders the form that shows it.
      error={getFieldState(f.name, formState).error?.message}
    >
      <Input type={f.type} autoComplete={f.autoComplete} autoFocus={f.autoFocus} {...register(f.name)} />
    </FormField>
  ));
}
