import { useState, type ReactElement, type ReactNode } from 'react';
import {
  Controller,
  type ControllerRenderProps,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { FormField, type ControlProps } from '@/components/form/form-field';
import { NumberInput } from '@/components/form/number-input';
import { ImageField } from '@/components/media/image-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, type SelectOption } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';

/** What the fields of one form may look at: the selected item, the panel's lookups, the narrowing pickers. */
export interface FieldEnv<Item, Extras> {
  selected: Item | null;
  extras: Extras;
  picked: Readonly<Record<string, string>>;
}

/** A picker's choices; a value may be a boolean (less/more), shown and read back as its text. */
type Choice = { value: string | boolean; label: string; disabled?: boolean };
type Choices<Item, Extras> = readonly Choice[] | ((env: FieldEnv<Item, Extras>) => readonly Choice[]);

/** A form value: its name is the form's and the item's, so the form loads a selected item by itself. */
type ValueField<In extends FieldValues, Item> = {
  name: Path<In> & keyof Item & string;
  id: string;
  label: string;
  /** The label's asterisk; true unless said otherwise (a version's model is required on add only). */
  required?: boolean | ((selected: Item | null) => boolean);
  /** The value of a new item, when it is not the control's blank ('' or null). */
  initial?: string | number | boolean;
};

/**
 * One field of a setting form, as data: the one renderer below draws every kind the same way (label,
 * control wired to the form, message), and `formValues` derives the form's blank and loaded values.
 */
export type FieldSpec<In extends FieldValues, Item, Extras> =
  | (ValueField<In, Item> & { kind: 'text'; placeholder?: string })
  /** A number with thousands separators (SPEC §9), null when empty. */
  | (ValueField<In, Item> & { kind: 'number' })
  /** A yes/no setting with its label beside the switch. */
  | (ValueField<In, Item> & { kind: 'switch' })
  | (ValueField<In, Item> & {
      kind: 'select';
      options: Choices<Item, Extras>;
      placeholder?: string;
      /** Shown but not editable once saved; the text says why on hover. */
      fixed?: string;
    })
  /** An uploaded image: the form keeps its media id, the preview starts from the item's `url`. */
  | (ValueField<In, Item> & {
      kind: 'image';
      url: (item: Item) => string | null | undefined;
      cleared: '' | null;
    })
  /** A picker that narrows another field's choices (`env.picked[key]`) and is not saved itself. */
  | {
      kind: 'narrow';
      key: string;
      id: string;
      label: string;
      placeholder: string;
      options: Choices<Item, Extras>;
      from: (selected: Item | null) => string;
    }
  | { kind: 'group'; className: string; fields: readonly FieldSpec<In, Item, Extras>[] };

type Leaf<In extends FieldValues, Item, Extras> = Exclude<
  FieldSpec<In, Item, Extras>,
  { kind: 'group' | 'narrow' }
>;

function leaves<In extends FieldValues, Item, Extras>(
  fields: readonly FieldSpec<In, Item, Extras>[],
): Leaf<In, Item, Extras>[] {
  return fields.flatMap((f) => (f.kind === 'group' ? leaves(f.fields) : f.kind === 'narrow' ? [] : [f]));
}

const blankOf = <In extends FieldValues, Item, Extras>(field: Leaf<In, Item, Extras>) =>
  field.kind === 'number'
    ? null
    : field.kind === 'switch'
      ? false
      : field.kind === 'image'
        ? field.cleared
        : '';

/**
 * The form's values for a new item (the field's initial value, a preset such as the list's filter, or
 * blank) or for a selected one (its own values, blank where it has none).
 */
export function formValues<In extends FieldValues, Item, Extras>(
  fields: readonly FieldSpec<In, Item, Extras>[],
  item: Item | null,
  presets: Readonly<Record<string, string>> = {},
): In {
  const entries = leaves(fields).map((f) => {
    const saved: unknown = item ? item[f.name] : undefined;
    // An empty preset (no filter chosen) presets nothing.
    return [f.name, item ? (saved ?? blankOf(f)) : presets[f.name] || (f.initial ?? blankOf(f))] as const;
  });
  // Each field's name is a name of In and its value the field kind's, so the record is an In.
  return Object.fromEntries(entries) as In;
}

const choicesOf = <Item, Extras>(choices: Choices<Item, Extras>, env: FieldEnv<Item, Extras>) =>
  typeof choices === 'function' ? choices(env) : choices;

const asOptions = (choices: readonly Choice[]): SelectOption[] =>
  choices.map((c) => ({ ...c, value: String(c.value) }));

/** The control of one form value, inside its FormField's wiring (id, aria-invalid, aria-describedby). */
function control<In extends FieldValues, Item, Extras>(
  spec: Leaf<In, Item, Extras>,
  field: ControllerRenderProps<In, Path<In>>,
  wiring: Required<Pick<ControlProps, 'id'>> & ControlProps,
  env: FieldEnv<Item, Extras>,
): ReactElement {
  const value: unknown = field.value;
  switch (spec.kind) {
    case 'text':
      return <Input {...wiring} {...field} value={String(value ?? '')} placeholder={spec.placeholder} />;
    case 'number':
      return (
        <NumberInput
          {...wiring}
          value={typeof value === 'number' ? value : null}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
        />
      );
    case 'switch':
      return <Switch id={spec.id} checked={value === true} onCheckedChange={field.onChange} />;
    case 'select': {
      const choices = choicesOf(spec.options, env);
      const locked = spec.fixed !== undefined && env.selected !== null;
      return (
        <Select
          {...wiring}
          {...field}
          value={value === null || value === undefined ? '' : String(value)}
          // A boolean choice reads back as its boolean; '' (the placeholder) stays ''.
          onChange={(e) =>
            field.onChange(choices.find((c) => String(c.value) === e.target.value)?.value ?? e.target.value)
          }
          options={asOptions(choices)}
          placeholder={spec.placeholder}
          disabled={locked || undefined}
          title={locked ? spec.fixed : undefined}
        />
      );
    }
    case 'image':
      return (
        <ImageControl
          id={spec.id}
          label={spec.label}
          mediaId={typeof value === 'string' ? value : null}
          initialUrl={env.selected ? spec.url(env.selected) : null}
          invalid={wiring['aria-invalid'] === true}
          onChange={(mediaId) => field.onChange(mediaId ?? spec.cleared)}
        />
      );
  }
}

/** The preview URL is kept here, starting from the selected item's image (fields remount per selection). */
function ImageControl(props: {
  id: string;
  label: string;
  mediaId: string | null;
  initialUrl: string | null | undefined;
  invalid: boolean;
  onChange: (mediaId: string | null) => void;
}) {
  const [url, setUrl] = useState(props.initialUrl ?? null);
  return (
    <ImageField
      id={props.id}
      label={props.label}
      value={{ mediaId: props.mediaId || null, url }}
      invalid={props.invalid}
      onChange={(media) => {
        setUrl(media.url);
        props.onChange(media.mediaId);
      }}
    />
  );
}

/** Every field of a setting form, in order, from its specs. */
export function SettingFields<In extends FieldValues, Out, Item, Extras>(props: {
  form: UseFormReturn<In, unknown, Out>;
  fields: readonly FieldSpec<In, Item, Extras>[];
  selected: Item | null;
  extras: Extras;
}) {
  const { form, selected, extras } = props;
  const [picked, setPicked] = useState<Record<string, string>>(() =>
    Object.fromEntries(props.fields.flatMap((f) => (f.kind === 'narrow' ? [[f.key, f.from(selected)]] : []))),
  );
  const env: FieldEnv<Item, Extras> = { selected, extras, picked };

  const render = (spec: FieldSpec<In, Item, Extras>): ReactNode => {
    switch (spec.kind) {
      case 'group':
        return (
          <div key={spec.className} className={spec.className}>
            {spec.fields.map(render)}
          </div>
        );
      case 'narrow':
        return (
          <div key={spec.id} className="grid gap-1.5">
            <Label htmlFor={spec.id}>{spec.label}</Label>
            <Select
              id={spec.id}
              placeholder={spec.placeholder}
              options={asOptions(choicesOf(spec.options, env))}
              value={picked[spec.key] ?? ''}
              onChange={(e) => setPicked((p) => ({ ...p, [spec.key]: e.target.value }))}
            />
          </div>
        );
      case 'switch':
        return (
          <div key={spec.id} className="flex items-center gap-2">
            <Controller
              control={form.control}
              name={spec.name}
              render={({ field }) => control(spec, field, { id: spec.id }, env)}
            />
            <Label htmlFor={spec.id}>{spec.label}</Label>
          </div>
        );
      default: {
        const required = typeof spec.required === 'function' ? spec.required(selected) : spec.required;
        return (
          <FormField
            key={spec.id}
            id={spec.id}
            label={spec.label}
            required={required}
            error={form.getFieldState(spec.name, form.formState).error?.message}
          >
            {(wiring) => (
              <Controller
                control={form.control}
                name={spec.name}
                render={({ field }) => control(spec, field, wiring, env)}
              />
            )}
          </FormField>
        );
      }
    }
  };
  return <>{props.fields.map(render)}</>;
}
