import { useState } from 'react';
import type { FieldPathByValue, FieldValues, UseFormReturn } from 'react-hook-form';
import { ControlledField } from '@/components/form/fields';
import { MediaUploader } from '@/components/media/media-uploader';
import type { MediaValue } from '@/components/media/uploaded-media';
import type { MediaKind } from '@/rules/media';

/**
 * A list of pictures (or videos) as the learning records and the car list hold them: the form keeps the media ids, the previews
 * are kept beside it (they come from the record being edited, then from each upload).
 */
export function ImageListField<
  T extends FieldValues,
  TOut,
  N extends FieldPathByValue<T, string[] | null | undefined>,
>(props: {
  form: UseFormReturn<T, unknown, TOut>;
  name: N;
  id: string;
  label: string;
  initial: readonly MediaValue[];
  /** Pictures by default; a car's videos use the same list with `video`. */
  kind?: MediaKind;
  required?: boolean;
}) {
  const [previews, setPreviews] = useState<readonly MediaValue[]>(props.initial);
  return (
    <ControlledField
      form={props.form}
      name={props.name}
      id={props.id}
      label={props.label}
      required={props.required ?? false}
      render={(field, wiring) => {
        const ids: readonly string[] = field.value ?? [];
        const value = ids
          .map((id) => previews.find((p) => p.mediaId === id))
          .filter((p): p is MediaValue => !!p);
        return (
          <MediaUploader
            id={wiring.id}
            kind={props.kind ?? 'image'}
            multiple
            label={props.label}
            value={value}
            invalid={wiring['aria-invalid'] === true}
            onChange={(next) => {
              setPreviews((prev) => [...prev.filter((p) => !next.includes(p)), ...next]);
              field.onChange(next.map((m) => m.mediaId));
            }}
          />
        );
      }}
    />
  );
}

/** A record's stored pictures as the uploader shows them. */
export const toMediaValues = (
  list: readonly {
    id: string;
    fileName: string;
    mimeType: string;
    filePathSM?: string | null;
    filePathOriginal: string;
  }[],
): MediaValue[] =>
  list.map((m) => ({
    mediaId: m.id,
    url: m.filePathSM ?? m.filePathOriginal,
    fileName: m.fileName,
    mimeType: m.mimeType,
  }));
