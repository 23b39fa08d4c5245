import { useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { Select } from '@/components/ui/select';
import { FormField } from './form-field';

/** The languages a note to a member is written in; the member's own is the default. */
export type NoteLanguage = 'vi' | 'en';
/** One ready-made note, in both languages. */
export type ReadyMadeNote = Readonly<Record<NoteLanguage, string>>;

const LANGUAGE_OPTIONS = [
  { value: 'vi', label: 'Tiếng Việt' },
  { value: 'en', label: 'English' },
];

/** A member's app language (EN or VI) as a note language; Vietnamese when unknown. */
export const noteLanguageOf = (language: string | null | undefined): NoteLanguage =>
  language === 'EN' ? 'en' : 'vi';

/**
 * Keeps a note field filled with the ready-made text of what the admin picked (a post's reject reason, a
 * transfer's reject template), in the chosen language, until the admin writes their own, which is then
 * kept: picking again or switching the language never overwrites typed words. `all` is every ready-made
 * note the field can hold, so one picked earlier is still recognised as not the admin's own.
 */
export function useReadyMadeNote<V extends FieldValues>(
  form: UseFormReturn<V>,
  name: Path<V>,
  picked: ReadyMadeNote | undefined,
  language: NoteLanguage,
  all: readonly ReadyMadeNote[],
) {
  useEffect(() => {
    if (!picked) return;
    const current = String(form.getValues(name) ?? '').trim();
    const readyMade = current === '' || all.some((n) => n.vi === current || n.en === current);
    if (!readyMade) return;
    form.setValue(name, picked[language] as PathValue<V, Path<V>>, {
      shouldDirty: true,
      shouldValidate: false,
    });
  }, [form, name, picked, language, all]);
}

/** The switch between the ready-made notes' languages. */
export function NoteLanguageField(props: {
  id: string;
  value: NoteLanguage;
  onChange: (language: NoteLanguage) => void;
}) {
  return (
    <FormField id={props.id} label="Note language" required={false}>
      <Select
        options={LANGUAGE_OPTIONS}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value === 'en' ? 'en' : 'vi')}
      />
    </FormField>
  );
}
