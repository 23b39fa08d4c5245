import { useState } from 'react';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { NumberInput } from '@/components/form/number-input';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, type SelectOption } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { ImageField as MediaImageField } from '@/components/media/image-field';

/** One field of a setting form: the form, the value's name, the control's id and its label. */
type FieldProps<T extends FieldValues, O> = {
  form: UseFormReturn<T, unknown, O>;
  name: Path<T>;
  id: string;
  label: string;
  required?: boolean;
};

const errorOf = <T extends FieldValues, O>({ form, name }: FieldProps<T, O>) =>
  form.getFieldState(name, form.formState).error?.message;

export function TextField<T extends FieldValues, O>(props: FieldProps<T, O> & { placeholder?: string }) {
  return (
    <FormField id={props.id} label={props.label} required={props.required} error={errorOf(props)}>
      <Input placeholder={props.placeholder} {...props.form.register(props.name)} />
    </FormField>
  );
}

/** A number with thousands separators (SPEC §9). */
export function NumberField<T extends FieldValues, O>(props: FieldProps<T, O>) {
  return (
    <FormField id={props.id} label={props.label} required={props.required} error={errorOf(props)}>
      {(wiring) => (
        <Controller
          control={props.form.control}
          name={props.name}
          render={({ field }) => (
            <NumberInput
              {...wiring}
              value={field.value as number | null | undefined}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      )}
    </FormField>
  );
}

export function SelectField<T extends FieldValues, O>(
  props: FieldProps<T, O> & {
    options: readonly SelectOption[];
    placeholder?: string;
    disabled?: boolean;
    title?: string | undefined;
  },
) {
  return (
    <FormField id={props.id} label={props.label} required={props.required} error={errorOf(props)}>
      {(wiring) => (
        <Controller
          control={props.form.control}
          name={props.name}
          render={({ field }) => (
            <Select
              {...wiring}
              {...field}
              value={(field.value as string | null | undefined) ?? ''}
              options={props.options}
              placeholder={props.placeholder}
              disabled={props.disabled}
              title={props.title}
            />
          )}
        />
      )}
    </FormField>
  );
}

/** A yes/no setting with its label beside the switch. */
export function SwitchField<T extends FieldValues, O>(props: Omit<FieldProps<T, O>, 'required'>) {
  return (
    <div className="flex items-center gap-2">
      <Controller
        control={props.form.control}
        name={props.name}
        render={({ field }) => (
          <Switch id={props.id} checked={field.value === true} onCheckedChange={field.onChange} />
        )}
      />
      <Label htmlFor={props.id}>{props.label}</Label>
    </div>
  );
}

/**
 * An uploaded image: the form keeps its media id, the preview URL is kept here, starting from the
 * selected item's image (the panel remounts its fields on each selection).
 */
export function ImageField<T extends FieldValues, O>(
  props: FieldProps<T, O> & { initialUrl: string | null | undefined; cleared: '' | null },
) {
  const [url, setUrl] = useState(props.initialUrl ?? null);
  const error = errorOf(props);
  return (
    <FormField id={props.id} label={props.label} required={props.required} error={error}>
      <Controller
        control={props.form.control}
        name={props.name}
        render={({ field }) => (
          <MediaImageField
            id={props.id}
            label={props.label}
            value={{ mediaId: (field.value as string | null) || null, url }}
            invalid={error !== undefined}
            onChange={(media) => {
              setUrl(media.url);
              field.onChange(media.mediaId ?? props.cleared);
            }}
          />
        )}
      />
    </FormField>
  );
}
