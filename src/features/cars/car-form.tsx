import type { UseFormReturn } from 'react-hook-form';
import {
  DateField,
  NullableSelectField,
  NumberField,
  TextareaField,
  TextField,
} from '@/components/form/fields';
import { ImageListField } from '@/components/media/image-list-field';
import type { MediaValue } from '@/components/media/uploaded-media';
import { Button } from '@/components/ui/button';
import { CAR_META_LABELS, CAR_META_TYPES, type CarInput, type CarValues } from '@/rules/editorial';
import { useCarCatalogue } from './car-catalogue';

/** The form holds one meta per type, in CAR_META_TYPES order; an empty choice is no meta. */
export const metaIndex = (type: (typeof CAR_META_TYPES)[number]) => CAR_META_TYPES.indexOf(type);

/** Every Car field of SPEC §3: metas by type, inside and outside images, videos and the facts. */
export function CarFields(props: {
  form: UseFormReturn<CarInput, unknown, CarValues>;
  media: { inside: readonly MediaValue[]; outside: readonly MediaValue[]; videos: readonly MediaValue[] };
}) {
  const { form } = props;
  const brandId = form.watch(`metas.${metaIndex('BRAND')}.value`);
  const modelId = form.watch(`metas.${metaIndex('MODEL')}.value`);
  const catalogue = useCarCatalogue(brandId, modelId);
  const clear = (type: (typeof CAR_META_TYPES)[number]) =>
    form.setValue(`metas.${metaIndex(type)}.value`, null, { shouldDirty: true });

  return (
    <>
      <TextField form={form} name="title" id="car-title" label="Title" autoComplete="off" />
      {catalogue.error ? (
        <div role="alert" className="flex items-center gap-3 text-sm text-destructive">
          The catalogue could not be loaded.
          <Button variant="outline" size="sm" onClick={catalogue.retry}>
            Try again
          </Button>
        </div>
      ) : null}
      <fieldset className="grid items-start gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-medium">Metas</legend>
        {CAR_META_TYPES.map((type, i) => (
          <NullableSelectField
            key={type}
            form={form}
            name={`metas.${i}.value`}
            id={`car-meta-${type.toLowerCase()}`}
            label={CAR_META_LABELS[type]}
            required={type === 'BRAND'}
            disabled={
              catalogue.isLoading || (type === 'MODEL' && !brandId) || (type === 'VERSION' && !modelId)
            }
            placeholder={catalogue.isLoading ? 'Loading…' : `Select a ${CAR_META_LABELS[type].toLowerCase()}`}
            options={catalogue.options[type]}
            onPick={() => {
              // A model of another brand (or a version of another model) would contradict the choice.
              if (type === 'BRAND') {
                clear('MODEL');
                clear('VERSION');
              }
              if (type === 'MODEL') clear('VERSION');
            }}
          />
        ))}
      </fieldset>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <NumberField form={form} name="price" id="car-price" label="Price (VND)" required={false} />
        <TextField form={form} name="priceSegment" id="car-segment" label="Price segment" required={false} />
        <DateField
          form={form}
          name="debutDay"
          id="car-debut"
          label="Debut day"
          required={false}
          emptyText="Clear"
        />
        <TextField form={form} name="origin" id="car-origin" label="Origin" required={false} />
        <TextField
          form={form}
          name="size"
          id="car-size"
          label="Size"
          required={false}
          placeholder="e.g. 4,425 x 1,730 x 1,475 mm"
        />
        <TextField
          form={form}
          name="classificationByRegistration"
          id="car-classification"
          label="Classification by registration"
          required={false}
        />
      </div>
      <TextareaField
        form={form}
        name="description"
        id="car-description"
        label="Description"
        required={false}
        rows={4}
      />
      <ImageListField
        form={form}
        name="imageOutsideIds"
        id="car-images-outside"
        label="Images outside"
        initial={props.media.outside}
      />
      <ImageListField
        form={form}
        name="imageInsideIds"
        id="car-images-inside"
        label="Images inside"
        initial={props.media.inside}
      />
      <ImageListField
        form={form}
        name="videoIds"
        id="car-videos"
        label="Videos"
        kind="video"
        initial={props.media.videos}
      />
    </>
  );
}
