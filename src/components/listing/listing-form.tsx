import type { ReactNode } from 'react';
import { useWatch, type DefaultValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { AddressPicker } from '@/components/address/address-picker';
import { ControlledField, SwitchField, TextareaField, TextField } from '@/components/form/fields';
import { FormPage } from '@/components/form/form-page';
import type { EditRecord } from '@/components/form/edit-conflict';
import { useFormPage } from '@/components/form/use-form-page';
import { toMediaValues, ImageListField } from '@/components/media/image-list-field';
import type { MediaValue } from '@/components/media/uploaded-media';
import { readFragment, type FragmentType } from '@/gql';
import { ListingFormValuesFragmentDoc } from '@/gql/graphql';
import type { ActionResult } from '@/lib/use-action';
import type { ListingInput } from '@/rules/garages';
import { ServicesInput } from './listing-inputs';
import { PossibleDuplicate } from './possible-duplicate';

/** Names of the record's units as saved, so a former unit shows its name, not its code. */
export type SavedUnits = { province?: string | null; ward?: string | null; district?: string | null };

/** A new listing's form: empty, shown in the app. */
export const EMPTY_LISTING: ListingInput = {
  title: '',
  description: '',
  services: [],
  mediaIds: [],
  address: '',
  phone: '',
  email: '',
  website: '',
  province: null,
  ward: null,
  district: null,
  isActive: true,
};

/** What an edit form starts from, for every listing: its values, photos and the names of its units. */
export function listingFormStart(ref: FragmentType<typeof ListingFormValuesFragmentDoc>): {
  editVersion: number;
  values: ListingInput;
  photos: readonly MediaValue[];
  saved: SavedUnits;
} {
  const r = readFragment(ListingFormValuesFragmentDoc, ref);
  const named = (u: { name: string; prefix?: string | null } | null | undefined) =>
    u ? `${u.prefix ?? ''} ${u.name}`.trim() : null;
  return {
    editVersion: r.editVersion,
    values: {
      title: r.title,
      description: r.description ?? '',
      services: r.services,
      mediaIds: r.medias.map((m) => m.id),
      address: r.address ?? '',
      phone: r.phone ?? '',
      email: r.email ?? '',
      website: r.website ?? '',
      province: r.province,
      ward: r.ward,
      district: r.district,
      isActive: r.isActive,
    },
    photos: toMediaValues(r.medias),
    saved: {
      province: r.provinceDetail?.name,
      ward: named(r.wardDetail),
      district: named(r.districtDetail),
    },
  };
}

/**
 * The create or edit page of a listing: the form page frame, Save creating or editing (by `id`), the
 * kind's fields given the form.
 */
export function ListingFormPage<In extends ListingInput, Out>(props: {
  schema: z.ZodType<Out, In>;
  values: DefaultValues<In>;
  id?: string | undefined;
  list: string;
  listLabel: string;
  title: string;
  submitText: string;
  /** The listing an edit page was loaded from (use-form-page.ts). */
  record?: EditRecord | undefined;
  save: (values: Out, editVersion?: number) => Promise<ActionResult<unknown>>;
  children: (form: UseFormReturn<In, unknown, Out>) => ReactNode;
}) {
  const { form, frame } = useFormPage({
    schema: props.schema,
    defaultValues: props.values,
    list: props.list,
    record: props.record,
    onSubmit: props.save,
  });
  return (
    <FormPage {...frame} title={props.title} listLabel={props.listLabel} submitText={props.submitText}>
      {props.children(form)}
    </FormPage>
  );
}

const dirty = { shouldDirty: true, shouldValidate: false } as const;

/**
 * Every field a garage and a driving centre share (SPEC §3), in the forms' order: title (and the kind's
 * `owner` beside it), phone, email, website, street address; province → ward; 'Possible duplicate'; the
 * kind's `coordinates`, services, description; photos; the shown-in-the-app switch.
 */
export function ListingFields<In extends ListingInput, Out>(props: {
  form: UseFormReturn<In, unknown, Out>;
  kind: 'GARAGE' | 'DRIVING_CENTER';
  /** Prefix of the inputs' ids: 'garage' or 'center'. */
  idPrefix: string;
  /** The record being edited, left out of its own duplicates. */
  id?: string | undefined;
  photos: readonly MediaValue[];
  saved?: SavedUnits | undefined;
  activeLabel: string;
  owner?: ReactNode;
  coordinates?: ReactNode;
}) {
  // Every name below is a ListingInput field, which the kind's values extend; react-hook-form's
  // generic paths cannot show TypeScript that, hence this one widening.
  const form = props.form as unknown as UseFormReturn<ListingInput, unknown, unknown>;
  const { idPrefix: p } = props;
  const [title, phone, province, ward, district] = useWatch({
    control: form.control,
    name: ['title', 'phone', 'province', 'ward', 'district'],
  });
  return (
    <div className="grid gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField form={form} name="title" id={`${p}-title`} label="Title" autoComplete="off" />
        {props.owner}
        <TextField
          form={form}
          name="phone"
          id={`${p}-phone`}
          label="Phone"
          required={false}
          inputMode="tel"
        />
        <TextField form={form} name="email" id={`${p}-email`} label="Email" required={false} type="email" />
        <TextField
          form={form}
          name="website"
          id={`${p}-website`}
          label="Website"
          required={false}
          placeholder="https://"
        />
        <TextField form={form} name="address" id={`${p}-address`} label="Street address" required={false} />
      </div>
      <AddressPicker
        idPrefix={p}
        value={{ province: province ?? null, ward: ward ?? null, district: district ?? null }}
        onChange={(next) => {
          // After a save was refused, a pick checks again, so 'Choose a province' goes once one is chosen.
          const opts = { ...dirty, shouldValidate: form.formState.isSubmitted };
          form.setValue('province', next.province, opts);
          form.setValue('ward', next.ward, opts);
          form.setValue('district', next.district, opts);
        }}
        errors={{
          province: form.getFieldState('province', form.formState).error?.message,
          ward: form.getFieldState('ward', form.formState).error?.message,
        }}
        saved={props.saved}
      />
      <PossibleDuplicate kind={props.kind} title={title} phone={phone} ward={ward} excludeId={props.id} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {props.coordinates}
        <ControlledField
          form={form}
          name="services"
          id={`${p}-services`}
          label="Services (one per line)"
          required={false}
          render={(field, wiring) => (
            <ServicesInput {...wiring} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
          )}
        />
        <TextareaField
          form={form}
          name="description"
          id={`${p}-description`}
          label="Description"
          required={false}
          rows={4}
        />
      </div>
      <ImageListField form={form} name="mediaIds" id={`${p}-photos`} label="Photos" initial={props.photos} />
      <SwitchField form={form} name="isActive" label={props.activeLabel} />
    </div>
  );
}
