import { useMemo, useState, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  ControlledField,
  DateField,
  NullableSelectField,
  NumberField,
  SelectField,
  SwitchField,
  TextareaField,
  TextField,
} from '@/components/form/fields';
import { FormField } from '@/components/form/form-field';
import { YearInput } from '@/components/form/year-input';
import type { AsyncOption } from '@/components/form/async-select';
import { MediaUploader } from '@/components/media/media-uploader';
import type { MediaValue } from '@/components/media/uploaded-media';
import type { SelectOption } from '@/components/ui/select';
import { Button } from '@/components/ui/button';
import { usePostFormCatalogueQuery, useProvincesQuery } from '@/gql/hooks';
import { provinceChoices } from '@/components/address/province-choices';
import {
  POST_CONDITIONS,
  POST_CURRENCIES,
  POST_INSPECTIONS,
  POST_TRANSMISSIONS,
  type PostFormInput,
  type PostValues,
} from '@/rules/posts';
import { CONDITION_LABELS, INSPECTION_LABELS, TRANSMISSION_LABELS } from './post-labels';
import { PosterSelect } from './poster-select';

type PostForm = UseFormReturn<PostFormInput, unknown, PostValues>;

/** The car's optional one-of-a-list fields, '-' when not given. */
type OptionalChoice =
  | 'bodyType'
  | 'colour'
  | 'fuelType'
  | 'fuelEconomy'
  | 'driverType'
  | 'transmission'
  | 'condition'
  | 'seat'
  | 'door';

const byName = (a: SelectOption, b: SelectOption) => a.label.localeCompare(b.label, 'vi');

/** Active choices, plus the one the post holds even if it was switched off since. */
function options<T extends { id: string; isActive: boolean }>(
  rows: readonly T[] | undefined,
  label: (row: T) => string,
  keep: string | null | undefined,
): SelectOption[] {
  return (rows ?? [])
    .filter((r) => r.isActive || r.id === keep)
    .map((r) => ({ value: r.id, label: label(r) }))
    .sort(byName);
}

const enumOptions = <K extends string>(values: readonly K[], labels: Record<K, string>) =>
  values.map((v) => ({ value: v, label: labels[v] }));

/** The uploaded video as a link the post keeps: the server answers with a path on its own origin. */
const absolute = (url: string) => new URL(url, window.location.origin).href;

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-1 text-sm font-semibold">{title}</legend>
      <div className="grid items-start gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * The fields create and edit share, grouped as the detail page reads them: member, car (brand → model →
 * version cascade and the other catalogue fields of SPEC §3), price, paperwork, location and
 * description, photos and video. Photos keep their previews here and their ids in the form.
 */
export function PostFields(props: {
  form: PostForm;
  mode: 'create' | 'edit';
  poster: AsyncOption | null;
  photos: MediaValue[];
  platePhotos: MediaValue[];
}) {
  const { form } = props;
  const catalogue = usePostFormCatalogueQuery({}, { staleTime: 5 * 60_000 });
  const provinces = useProvincesQuery({ countryCode: 'VN', skip: 1, take: 0 }, { staleTime: 60 * 60_000 });
  const [poster, setPoster] = useState(props.poster);
  const [photos, setPhotos] = useState(props.photos);
  const [platePhotos, setPlatePhotos] = useState(props.platePhotos);
  const [video, setVideo] = useState<MediaValue[]>([]);

  const brand = form.watch('brand');
  const model = form.watch('model');
  const start = form.formState.defaultValues;
  const c = catalogue.data;
  const choices = useMemo(
    () => ({
      brands: options(c?.adminGetListBrands, (b) => b.name, start?.brand),
      models: options(
        c?.adminGetListModels.filter((m) => m.brand === brand),
        (m) => m.name,
        start?.model,
      ),
      versions: options(
        c?.adminGetListVersion.filter((v) => v.model === model),
        (v) => v.name,
        start?.version,
      ),
      bodyTypes: options(c?.adminGetListBodyTypes, (b) => b.name, start?.bodyType),
      colours: options(c?.adminGetListColous, (b) => b.name, start?.colour),
      fuelTypes: options(c?.adminGetListFuelType, (b) => b.name, start?.fuelType),
      fuelEconomies: options(
        c?.adminGetListFuelEconomy,
        (f) => f.nameEn || f.nameVi || '-',
        start?.fuelEconomy,
      ),
      driverTypes: options(c?.adminGetListDriverType, (d) => d.nameEn, start?.driverType),
      seats: options(c?.adminGetListSeats, (s) => s.name, start?.seat),
      doors: options(c?.adminGetListDoors, (d) => d.name, start?.door),
    }),
    [c, brand, model, start],
  );
  // Provinces in force, and the post's own when it is a former one (docs/locations.md).
  const cities = useMemo(
    () => provinceChoices(provinces.data?.provinces.items ?? [], start?.cityId),
    [provinces.data, start?.cityId],
  );
  const loading = catalogue.isPending;
  const placeholder = (word: string) => (loading ? 'Loading…' : word);
  const dirty = { shouldDirty: true } as const;

  return (
    <>
      {catalogue.error ? (
        <div role="alert" className="flex items-center gap-3 text-sm text-destructive">
          The catalogue could not be loaded.
          <Button variant="outline" size="sm" onClick={() => void catalogue.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}

      <Group title="Post">
        <ControlledField
          form={form}
          name="userId"
          id="post-member"
          label="Member"
          render={(field, wiring) => (
            <PosterSelect
              {...wiring}
              value={poster}
              onChange={(option) => {
                setPoster(option);
                field.onChange(option?.id ?? '');
              }}
            />
          )}
        />
        {props.mode === 'create' ? (
          <NullableSelectField
            form={form}
            name="status"
            id="post-status"
            label="Save as"
            required={false}
            placeholder="Pending (waits for review)"
            options={[
              { value: 'PENDING', label: 'Pending' },
              { value: 'DRAFT', label: 'Draft' },
            ]}
          />
        ) : null}
        <div className="sm:col-span-2">
          <TextField form={form} name="title" id="post-title" label="Title" autoComplete="off" />
        </div>
      </Group>

      <Group title="Car">
        <NullableSelectField
          form={form}
          name="brand"
          id="post-brand"
          label="Brand"
          required={false}
          placeholder={placeholder('Select a brand')}
          options={choices.brands}
          onPick={() => {
            // A model or version of another brand would contradict the brand shown.
            form.setValue('model', null, dirty);
            form.setValue('version', null, dirty);
          }}
        />
        <NullableSelectField
          form={form}
          name="model"
          id="post-model"
          label="Model"
          required={false}
          placeholder={brand ? placeholder('Select a model') : 'Select a brand first'}
          options={choices.models}
          disabled={!brand}
          onPick={() => form.setValue('version', null, dirty)}
        />
        <NullableSelectField
          form={form}
          name="version"
          id="post-version"
          label="Version"
          required={false}
          placeholder={model ? placeholder('Select a version') : 'Select a model first'}
          options={choices.versions}
          disabled={!model}
        />
        {(
          [
            ['bodyType', 'Body type', choices.bodyTypes],
            ['colour', 'Colour', choices.colours],
            ['fuelType', 'Fuel', choices.fuelTypes],
            ['fuelEconomy', 'Fuel economy', choices.fuelEconomies],
            ['driverType', 'Drive', choices.driverTypes],
            ['transmission', 'Transmission', enumOptions(POST_TRANSMISSIONS, TRANSMISSION_LABELS), '-'],
            ['condition', 'Condition', enumOptions(POST_CONDITIONS, CONDITION_LABELS), '-'],
            ['seat', 'Seats', choices.seats],
            ['door', 'Doors', choices.doors],
          ] as const satisfies readonly (readonly [OptionalChoice, string, SelectOption[], string?])[]
        ).map(([name, label, choiceList, empty]) => (
          <NullableSelectField
            key={name}
            form={form}
            name={name}
            id={`post-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`}
            label={label}
            required={false}
            // The enums are known at once; the catalogue's choices say so while they load.
            placeholder={empty ?? placeholder('-')}
            options={choiceList}
          />
        ))}
        <ControlledField
          form={form}
          name="year"
          id="post-year"
          label="Year"
          required={false}
          render={(field, wiring) => (
            <YearInput {...wiring} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
          )}
        />
        <NumberField
          form={form}
          name="odometer"
          id="post-odometer"
          label="Odometer (km)"
          required={false}
          placeholder="e.g. 45,000"
        />
      </Group>

      <Group title="Price">
        <NumberField form={form} name="price" id="post-price" label="Price" placeholder="e.g. 545,000,000" />
        <SelectField
          form={form}
          name="currency"
          id="post-currency"
          label="Currency"
          options={POST_CURRENCIES.map((v) => ({ value: v, label: v }))}
        />
        <NumberField
          form={form}
          name="hiddenPrice"
          id="post-hidden-price"
          label="Hidden price"
          required={false}
          hint="The lowest price the seller accepts; buyers do not see it unless shown."
        />
        <div className="grid content-end gap-3 pb-1">
          <SwitchField form={form} name="showHiddenPrice" label="Show hidden price" />
          <SwitchField form={form} name="includeTax" label="Tax included" />
          <SwitchField form={form} name="offer" label="Accepts offers" />
        </div>
      </Group>

      <Group title="Paperwork">
        <TextField
          form={form}
          name="regPlate"
          id="post-plate"
          label="Registration plate"
          required={false}
          autoComplete="off"
          placeholder="e.g. 30A-123.45"
        />
        <div className="grid content-end pb-1">
          <SwitchField form={form} name="plateHidden" label="Hide the plate from buyers" />
        </div>
        <DateField
          form={form}
          name="regExprice"
          id="post-reg-expiry"
          label="Registration expiry"
          required={false}
        />
        <NullableSelectField
          form={form}
          name="inspection"
          id="post-inspection"
          label="Inspection"
          required={false}
          placeholder="-"
          options={enumOptions(POST_INSPECTIONS, INSPECTION_LABELS)}
        />
        <div className="grid gap-3">
          <SwitchField form={form} name="roadworthyCeftificate" label="Roadworthy certificate" />
          <SwitchField form={form} name="remoteAssessment" label="Remote assessment" />
        </div>
      </Group>

      <Group title="Location and description">
        <NullableSelectField
          form={form}
          name="cityId"
          id="post-city"
          label="City"
          required={false}
          placeholder={provinces.isPending ? 'Loading…' : '-'}
          options={cities}
        />
        <TextField
          form={form}
          name="countryCode"
          id="post-country"
          label="Country code"
          required={false}
          maxLength={2}
          placeholder="VN"
        />
        <div className="sm:col-span-2">
          <TextareaField
            form={form}
            name="description"
            id="post-description"
            label="Description"
            required={false}
            rows={5}
          />
        </div>
      </Group>

      <Group title="Photos and video">
        <div className="sm:col-span-2">
          <ControlledField
            form={form}
            name="mediaIds"
            id="post-photos"
            label="Photos"
            required={false}
            render={(field) => (
              <MediaUploader
                id="post-photos"
                kind="image"
                multiple
                label="Photos"
                value={photos}
                onChange={(next) => {
                  setPhotos(next);
                  field.onChange(next.map((m) => m.mediaId));
                }}
              />
            )}
          />
        </div>
        <div className="sm:col-span-2">
          <ControlledField
            form={form}
            name="hidePlateMediaIds"
            id="post-plate-photos"
            label="Photos with the plate hidden"
            required={false}
            render={(field) => (
              <MediaUploader
                id="post-plate-photos"
                kind="image"
                multiple
                label="Photos with the plate hidden"
                value={platePhotos}
                onChange={(next) => {
                  setPlatePhotos(next);
                  field.onChange(next.map((m) => m.mediaId));
                }}
              />
            )}
          />
        </div>
        <FormField id="post-video-file" label="Upload a video" required={false}>
          <MediaUploader
            id="post-video-file"
            kind="video"
            label="Video"
            value={video}
            onChange={(next) => {
              setVideo(next);
              const kept = next.at(-1);
              form.setValue('videoUrl', kept ? absolute(kept.url) : null, { ...dirty, shouldValidate: true });
            }}
          />
        </FormField>
        <TextField
          form={form}
          name="videoUrl"
          id="post-video"
          label="Video link"
          required={false}
          autoComplete="off"
          placeholder="https://…"
        />
      </Group>
    </>
  );
}
