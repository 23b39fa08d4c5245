import { X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import {
  ControlledField,
  SelectField,
  SwitchField,
  TextareaField,
  TextField,
} from '@/components/form/fields';
import { FormField } from '@/components/form/form-field';
import { ImageField } from '@/components/media/image-field';
import { MediaUploader } from '@/components/media/media-uploader';
import type { MediaValue } from '@/components/media/uploaded-media';
import { RichTextField } from '@/components/rich-text/rich-text-field';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { EN_FIELDS, type ReviewInput, type ReviewValues } from '@/rules/reviews';
import { isBlankHtml } from '@/rules/rich-text';
import { slugify } from '@/rules/slug';
import { EnMissing } from './en-missing';
import { useCarModelOptions, useReviewCategories } from './review-options';

type ReviewForm = UseFormReturn<ReviewInput, unknown, ReviewValues>;

const blank = (value: string | null | undefined, html: boolean) =>
  html ? isBlankHtml(value) : !value || value.trim() === '';

/**
 * 'Copy from VI' (issue 12): each EN field left empty takes its VI text; an EN field already written
 * is never overwritten.
 */
export function copyEmptyFromVi(form: ReviewForm) {
  for (const [en, vi] of EN_FIELDS) {
    const html = en === 'contentEn';
    if (!blank(form.getValues(en), html)) continue;
    const source = form.getValues(vi);
    if (blank(source, html)) continue;
    form.setValue(en, source ?? '', { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  }
}

/** An EN field with the 'EN missing' chip beside its label while it is empty. */
function EnField({ missing, children }: { missing: boolean; children: ReactNode }) {
  return (
    <div className="relative">
      {missing ? (
        <span className="absolute right-0 top-0">
          <EnMissing />
        </span>
      ) : null}
      {children}
    </div>
  );
}

/** The review editor (issue 12): VI and EN side by side, then category, car models, pictures. */
export function ReviewFields(props: {
  form: ReviewForm;
  /** Set once the review is saved: its slug is then fixed. */
  savedSlug: string | null;
  thumbnailUrl: string | null;
  medias: MediaValue[];
}) {
  const { form } = props;
  const categories = useReviewCategories();
  const models = useCarModelOptions();
  const [thumbnailUrl, setThumbnailUrl] = useState(props.thumbnailUrl);
  const [medias, setMedias] = useState(props.medias);
  const [nameVi, nameEn, descriptionEn, contentEn] = useWatch({
    control: form.control,
    name: ['nameVi', 'nameEn', 'descriptionEn', 'contentEn'],
  });
  const missing = {
    nameEn: blank(nameEn, false),
    descriptionEn: blank(descriptionEn, false),
    contentEn: blank(contentEn, true),
  };

  return (
    <>
      {categories.error || models.error ? (
        <div role="alert" className="flex items-center gap-3 text-sm text-destructive">
          Categories or car models could not be loaded.
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              categories.retry();
              models.retry();
            }}
          >
            Try again
          </Button>
        </div>
      ) : null}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <fieldset className="grid min-w-0 gap-4" aria-label="Vietnamese">
          <legend className="mb-2 flex h-8 items-center text-sm font-semibold">Tiếng Việt (VI)</legend>
          <TextField form={form} name="nameVi" id="review-name-vi" label="Title (VI)" autoComplete="off" />
          <TextareaField
            form={form}
            name="descriptionVi"
            id="review-description-vi"
            label="Description (VI)"
            required={false}
            rows={3}
          />
          <RichTextField form={form} name="contentVi" id="review-content-vi" label="Content (VI)" />
        </fieldset>
        <fieldset className="grid min-w-0 gap-4" aria-label="English">
          <legend className="mb-2 flex h-8 w-full items-center justify-between gap-2 text-sm font-semibold">
            English (EN)
            <Button
              variant="outline"
              size="sm"
              disabled={!missing.nameEn && !missing.descriptionEn && !missing.contentEn}
              onClick={() => copyEmptyFromVi(form)}
            >
              Copy from VI
            </Button>
          </legend>
          <EnField missing={missing.nameEn}>
            <TextField
              form={form}
              name="nameEn"
              id="review-name-en"
              label="Title (EN)"
              required={false}
              autoComplete="off"
            />
          </EnField>
          <EnField missing={missing.descriptionEn}>
            <TextareaField
              form={form}
              name="descriptionEn"
              id="review-description-en"
              label="Description (EN)"
              required={false}
              rows={3}
            />
          </EnField>
          <EnField missing={missing.contentEn}>
            <RichTextField
              form={form}
              name="contentEn"
              id="review-content-en"
              label="Content (EN)"
              required={false}
            />
          </EnField>
        </fieldset>
      </div>

      <div className="grid items-start gap-4 border-t pt-4 sm:grid-cols-2">
        {categories.isLoading ? (
          // The registered select mounts once its options exist: a native select cannot hold a value
          // it has no option for, so an edit's saved category would otherwise show as unchosen.
          <FormField id="review-category" label="Category">
            <Select id="review-category" placeholder="Loading…" options={[]} disabled value="" />
          </FormField>
        ) : (
          <SelectField
            form={form}
            name="category"
            id="review-category"
            label="Category"
            placeholder="Select a category"
            options={categories.options}
          />
        )}
        {props.savedSlug === null ? (
          <TextField
            form={form}
            name="slug"
            id="review-slug"
            label="Slug"
            required={false}
            autoComplete="off"
            placeholder={slugify(nameVi ?? '') || 'made-from-the-vi-title'}
            hint="Made from the VI title when left empty (a taken one gets -2, -3…). Fixed once saved."
          />
        ) : (
          <FormField id="review-slug" label="Slug" required={false} hint="Fixed since the first save.">
            <input
              id="review-slug"
              readOnly
              value={props.savedSlug}
              className="h-9 rounded-md border border-input bg-muted px-3 text-sm"
            />
          </FormField>
        )}
        <ControlledField
          form={form}
          name="modelIds"
          id="review-models"
          label="Car models"
          required={false}
          render={(field, wiring) => (
            <ModelPicker
              {...wiring}
              value={field.value ?? []}
              onChange={field.onChange}
              options={models.options}
              loading={models.isLoading}
            />
          )}
        />
        <div className="flex items-end pb-2">
          <SwitchField form={form} name="isActive" label="Active" />
        </div>
        <ControlledField
          form={form}
          name="thumnail"
          id="review-thumbnail"
          label="Thumbnail"
          required={false}
          render={(field, wiring) => (
            <ImageField
              id="review-thumbnail"
              label="Thumbnail"
              previewAlt="Thumbnail preview"
              value={{ mediaId: field.value ?? null, url: thumbnailUrl }}
              invalid={wiring['aria-invalid'] === true}
              onChange={(next) => {
                setThumbnailUrl(next.url);
                field.onChange(next.mediaId);
              }}
            />
          )}
        />
        <ControlledField
          form={form}
          name="mediaIds"
          id="review-media"
          label="Media"
          required={false}
          render={(field, wiring) => (
            <MediaUploader
              id="review-media"
              kind="image"
              multiple
              label="Media"
              value={medias}
              invalid={wiring['aria-invalid'] === true}
              onChange={(next) => {
                setMedias(next);
                field.onChange(next.map((m) => m.mediaId));
              }}
            />
          )}
        />
      </div>
    </>
  );
}

/** Car models as removable chips, and a choice to add one. */
function ModelPicker(props: {
  id: string;
  value: string[];
  onChange: (ids: string[]) => void;
  options: { value: string; label: string }[];
  loading: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const label = new Map(props.options.map((o) => [o.value, o.label]));
  const chosen = new Set(props.value);
  return (
    <div className="grid gap-2">
      <Select
        id={props.id}
        aria-invalid={props['aria-invalid']}
        aria-describedby={props['aria-describedby']}
        placeholder={props.loading ? 'Loading…' : 'Add a car model'}
        disabled={props.loading}
        options={props.options.filter((o) => !chosen.has(o.value))}
        value=""
        onChange={(e) => {
          if (e.target.value) props.onChange([...props.value, e.target.value]);
        }}
      />
      {props.value.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Chosen car models">
          {props.value.map((id) => (
            <li
              key={id}
              className="inline-flex items-center gap-1 rounded-md border bg-muted px-2 py-0.5 text-xs"
            >
              {label.get(id) ?? 'Unknown model'}
              <button
                type="button"
                className="rounded text-muted-foreground hover:text-foreground"
                aria-label={`Remove ${label.get(id) ?? 'model'}`}
                onClick={() => props.onChange(props.value.filter((v) => v !== id))}
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
