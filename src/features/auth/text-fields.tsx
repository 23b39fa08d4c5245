import { get, type FieldErrors, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';
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
 * The input's id is '{form}-{name in kebab case}' ('register-password-repeat'), which the labels use.
 */
export function TextFields<V extends FieldValues>(props: {
  form: string;
  fields: readonly TextFieldSpec<V>[];
  register: UseFormRegister<V>;
  errors: FieldErrors<V>;
}) {
  return props.fields.map((f) => {
    const error: { message?: string } | undefined = get(props.errors, f.name);
    return (
      <FormField key={f.name} id={`${props.form}-${kebab(f.name)}`} label={f.label} error={error?.message}>
        <Input
          type={f.type}
          autoComplete={f.autoComplete}
          autoFocus={f.autoFocus}
          {...props.register(f.name)}
        />
      </FormField>
    );
  });
}
