import type { ReactNode } from 'react';
import {
  Controller,
  type ControllerRenderProps,
  type FieldPath,
  type FieldPathByValue,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DateInput, type DateInputProps } from '@/components/ui/date-input';
import { Input, type InputProps } from '@/components/ui/input';
import { Select, type SelectProps } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea, type TextareaProps } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { FormField, type ControlProps } from './form-field';
import { NumberInput, type NumberInputProps } from './number-input';

/**
 * What every field of a form takes: the form, the value it edits, and the FormField frame (label, hint,
 * required mark). The message shown is the field's own error, so a field never names another's.
 */
type FieldFrame<T extends FieldValues, TOut, N extends FieldPath<T>> = {
  form: UseFormReturn<T, unknown, TOut>;
  name: N;
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
};

/** The zod message of a value; a list's own rule (at least one, say) sits on its `root`. */
function errorOf<T extends FieldValues, TOut>(form: UseFormReturn<T, unknown, TOut>, name: FieldPath<T>) {
  // Passing formState subscribes the form to errors, so the message appears as soon as it is set.
  const { error } = form.getFieldState(name, form.formState);
  return error?.message ?? error?.root?.message;
}

/** Splits a field's props into its frame and what goes to its control. */
function split<T extends FieldValues, TOut, N extends FieldPath<T>, Rest>(
  props: FieldFrame<T, TOut, N> & Rest,
  error: string | undefined,
) {
  const { form, name, id, label, required, hint, ...control } = props;
  return { form, name, frame: { id, label, required, hint, error, field: name }, control };
}

// What a control takes beyond what the field sets: `required` is the label's mark, not the control's.
type Own<P> = Omit<
  P,
  'id' | 'name' | 'value' | 'onChange' | 'onValueChange' | 'onBlur' | 'ref' | 'form' | 'required'
>;

/** A text input registered with the form (uncontrolled, as react-hook-form prefers). */
export function TextField<T extends FieldValues, TOut, N extends FieldPath<T>>(
  props: FieldFrame<T, TOut, N> & Own<InputProps>,
) {
  const { form, name, frame, control } = split(props, errorOf(props.form, props.name));
  return (
    <FormField {...frame}>
      <Input {...control} {...form.register(name)} />
    </FormField>
  );
}

/** A text area registered with the form. */
export function TextareaField<T extends FieldValues, TOut, N extends FieldPath<T>>(
  props: FieldFrame<T, TOut, N> & Own<TextareaProps>,
) {
  const { form, name, frame, control } = split(props, errorOf(props.form, props.name));
  return (
    <FormField {...frame}>
      <Textarea {...control} {...form.register(name)} />
    </FormField>
  );
}

/**
 * A choice held by the form as the option's value ('' for the placeholder); `onPick` runs after a choice.
 * Controlled, so a long list (a searchable `Select`) shows the form's value after a reset as a native
 * select would.
 */
export function SelectField<T extends FieldValues, TOut, N extends FieldPath<T>>(
  props: FieldFrame<T, TOut, N> & Own<SelectProps> & { onPick?: (value: string) => void },
) {
  const { form, name, id, label, required, hint, onPick, ...select } = props;
  return (
    <ControlledField
      {...{ form, name, id, label, required, hint }}
      render={(field, wiring) => (
        <Select
          {...select}
          {...wiring}
          ref={field.ref}
          name={field.name}
          value={field.value == null ? '' : String(field.value)}
          onBlur={field.onBlur}
          onChange={(e) => {
            field.onChange(e.target.value);
            onPick?.(e.target.value);
          }}
        />
      )}
    />
  );
}

/**
 * A value held by a react-hook-form Controller and drawn by the caller: `render` receives the field
 * (value, onChange, onBlur) and the FormField wiring (id, aria-invalid, aria-describedby) for its control.
 */
export function ControlledField<T extends FieldValues, TOut, N extends FieldPath<T>>(
  props: FieldFrame<T, TOut, N> & {
    render: (field: ControllerRenderProps<T, N>, wiring: ControlProps & { id: string }) => ReactNode;
  },
) {
  const { form, name, frame, control } = split(props, errorOf(props.form, props.name));
  return (
    <FormField {...frame}>
      {(wiring) => (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => <>{control.render(field, wiring)}</>}
        />
      )}
    </FormField>
  );
}

/** A count or an amount: thousands separators shown, a number (or null when empty) kept. */
export function NumberField<
  T extends FieldValues,
  TOut,
  N extends FieldPathByValue<T, number | null | undefined>,
>(props: FieldFrame<T, TOut, N> & Own<NumberInputProps>) {
  const { form, name, id, label, required, hint, ...input } = props;
  return (
    <ControlledField
      {...{ form, name, id, label, required, hint }}
      render={(field, wiring) => (
        <NumberInput
          {...input}
          {...wiring}
          value={field.value ?? null}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/**
 * A day typed or picked (SPEC §9). In a form, text that is not a good day still reaches the form's rule
 * (`reportInvalid`), so Save cannot go through with a value the admin no longer sees. `emptyText` adds a
 * button beside it that empties the field, named by what an empty day means (e.g. 'Unlimited').
 */
export function DateField<
  T extends FieldValues,
  TOut,
  N extends FieldPathByValue<T, string | null | undefined>,
>(props: FieldFrame<T, TOut, N> & Own<DateInputProps> & { emptyText?: string }) {
  const { form, name, id, label, required, hint, emptyText, ...input } = props;
  return (
    <ControlledField
      {...{ form, name, id, label, required, hint }}
      render={(field, wiring) => {
        const day = (
          <DateInput
            {...input}
            {...wiring}
            reportInvalid
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        );
        return emptyText === undefined ? (
          day
        ) : (
          <div className="flex items-center gap-2">
            {day}
            <Button variant="ghost" size="sm" onClick={() => field.onChange('')}>
              {emptyText}
            </Button>
          </div>
        );
      }}
    />
  );
}

/**
 * A phone number with its country prefix beside it; the label names the number's input, and the prefix
 * select is labelled 'Phone prefix'. Either one's message shows under the pair.
 */
export function PhoneField<T extends FieldValues, TOut, N extends FieldPath<T>>(
  props: FieldFrame<T, TOut, N> &
    Own<InputProps> & {
      prefixName: FieldPath<T>;
      prefixOptions: SelectProps['options'];
      prefixId?: string;
    },
) {
  const error = errorOf(props.form, props.name) ?? errorOf(props.form, props.prefixName);
  const { form, name, frame, control } = split(props, error);
  const { prefixName, prefixOptions, prefixId, ...input } = control;
  return (
    <FormField {...frame}>
      {(wiring) => (
        <div className="flex gap-2">
          <Select
            id={prefixId}
            aria-label="Phone prefix"
            className="w-24 shrink-0"
            options={prefixOptions}
            {...form.register(prefixName)}
          />
          <Input inputMode="tel" {...input} {...wiring} {...form.register(name)} />
        </div>
      )}
    </FormField>
  );
}

/** An on/off value, as a switch labelled beside it. */
export function SwitchField<
  T extends FieldValues,
  TOut,
  N extends FieldPathByValue<T, boolean | null | undefined>,
>(props: { form: UseFormReturn<T, unknown, TOut>; name: N; label: string; className?: string }) {
  return (
    <Controller
      control={props.form.control}
      name={props.name}
      render={({ field }) => (
        <label className={cn('inline-flex items-center gap-2 text-sm font-medium', props.className)}>
          <Switch checked={field.value ?? true} onCheckedChange={field.onChange} aria-label={props.label} />
          {props.label}
        </label>
      )}
    />
  );
}

/**
 * A select whose first, empty choice means "none": the form holds null for it rather than '' (an
 * optional enum or catalogue id, which the zod rule reads as absent). `placeholder` names that choice.
 */
export function NullableSelectField<
  T extends FieldValues,
  TOut,
  N extends FieldPathByValue<T, string | null | undefined>,
>(props: FieldFrame<T, TOut, N> & Own<SelectProps> & { onPick?: (value: string | null) => void }) {
  const { form, name, id, label, required, hint, onPick, ...select } = props;
  return (
    <ControlledField
      {...{ form, name, id, label, required, hint }}
      render={(field, wiring) => (
        <Select
          {...select}
          {...wiring}
          value={field.value ?? ''}
          onBlur={field.onBlur}
          onChange={(e) => {
            const value = e.target.value || null;
            field.onChange(value);
            onPick?.(value);
          }}
        />
      )}
    />
  );
}
