import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { ControlledField, NumberField, SelectField, TextField } from '@/components/form/fields';
import { ImageField, type ImageValue } from '@/components/media/image-field';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import type { MarketPriceInput, MarketPriceValues } from '@/rules/market-price';
import { useCatalogueOptions } from './catalogue-options';
import { YearInput } from '@/components/form/year-input';

/**
 * The fields create and edit share. The brand only narrows the model list (a version belongs to a
 * model), so it lives beside the form's values rather than in them.
 */
export function MarketPriceFields(props: {
  form: UseFormReturn<MarketPriceInput, unknown, MarketPriceValues>;
  brandId: string;
  imageUrl: string | null;
}) {
  const [brandId, setBrandId] = useState(props.brandId);
  const [imageUrl, setImageUrl] = useState(props.imageUrl);
  const catalogue = useCatalogueOptions(brandId);
  const { form } = props;

  return (
    <>
      {catalogue.error ? (
        <div role="alert" className="flex items-center gap-3 text-sm text-destructive">
          Brands and models could not be loaded.
          <Button variant="outline" size="sm" onClick={catalogue.retry}>
            Try again
          </Button>
        </div>
      ) : null}
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField id="mp-brand" label="Brand">
          <Select
            id="mp-brand"
            placeholder={catalogue.isLoading ? 'Loading…' : 'Select a brand'}
            options={catalogue.brandOptions}
            value={brandId}
            disabled={catalogue.isLoading}
            onChange={(e) => {
              setBrandId(e.target.value);
              // A model of another brand would contradict the brand shown.
              form.setValue('model', '', { shouldValidate: !!form.formState.errors.model });
            }}
          />
        </FormField>
        <SelectField
          form={form}
          name="model"
          id="mp-model"
          label="Model"
          placeholder={brandId ? 'Select a model' : 'Select a brand first'}
          options={catalogue.modelOptions}
          disabled={!brandId || catalogue.isLoading}
        />
        <TextField
          form={form}
          name="name"
          id="mp-name"
          label="Version name"
          autoComplete="off"
          placeholder="e.g. Vios 1.5G CVT"
        />
        <NumberField
          form={form}
          name="priceCarVersion"
          id="mp-price"
          label="Price (VND)"
          placeholder="e.g. 545,000,000"
        />
        <ControlledField
          form={form}
          name="yearManufacture"
          id="mp-year"
          label="Year of manufacture"
          required={false}
          render={(field, wiring) => (
            <YearInput {...wiring} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
          )}
        />
        <NumberField
          form={form}
          name="numKilometerCarRun"
          id="mp-km"
          label="Km run"
          required={false}
          placeholder="e.g. 35,000"
        />
      </div>
      <ControlledField
        form={form}
        name="mediaId"
        id="mp-image"
        label="Image"
        required={false}
        render={(field, wiring) => (
          <ImageField
            id="mp-image"
            previewAlt="Version preview"
            value={{ mediaId: field.value ?? null, url: imageUrl }}
            invalid={wiring['aria-invalid'] === true}
            onChange={(next: ImageValue) => {
              setImageUrl(next.url);
              field.onChange(next.mediaId);
            }}
          />
        )}
      />
    </>
  );
}
