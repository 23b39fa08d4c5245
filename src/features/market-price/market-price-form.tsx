import { useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { ImageField, type ImageValue } from '@/components/media/image-field';
import { NumberInput } from '@/components/form/number-input';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { MarketPriceInput, MarketPriceValues } from '@/rules/market-price';
import { useCatalogueOptions } from './catalogue-options';
import { YearInput } from './year-input';

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
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = props.form;

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
              setValue('model', '', { shouldValidate: !!errors.model });
            }}
          />
        </FormField>
        <FormField id="mp-model" label="Model" error={errors.model?.message}>
          <Select
            id="mp-model"
            placeholder={brandId ? 'Select a model' : 'Select a brand first'}
            options={catalogue.modelOptions}
            disabled={!brandId || catalogue.isLoading}
            {...register('model')}
          />
        </FormField>
        <FormField id="mp-name" label="Version name" error={errors.name?.message}>
          <Input id="mp-name" autoComplete="off" placeholder="e.g. Vios 1.5G CVT" {...register('name')} />
        </FormField>
        <FormField id="mp-price" label="Price (VND)" error={errors.priceCarVersion?.message}>
          {(aria) => (
            <Controller
              control={control}
              name="priceCarVersion"
              render={({ field }) => (
                <NumberInput
                  {...aria}
                  value={field.value ?? null}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  placeholder="e.g. 545,000,000"
                />
              )}
            />
          )}
        </FormField>
        <FormField
          id="mp-year"
          label="Year of manufacture"
          error={errors.yearManufacture?.message}
          required={false}
        >
          <Controller
            control={control}
            name="yearManufacture"
            render={({ field }) => (
              <YearInput
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                invalid={!!errors.yearManufacture}
              />
            )}
          />
        </FormField>
        <FormField id="mp-km" label="Km run" error={errors.numKilometerCarRun?.message} required={false}>
          {(aria) => (
            <Controller
              control={control}
              name="numKilometerCarRun"
              render={({ field }) => (
                <NumberInput
                  {...aria}
                  value={field.value ?? null}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  placeholder="e.g. 35,000"
                />
              )}
            />
          )}
        </FormField>
      </div>
      <FormField id="mp-image" label="Image" error={errors.mediaId?.message} required={false}>
        <Controller
          control={control}
          name="mediaId"
          render={({ field }) => (
            <ImageField
              id="mp-image"
              previewAlt="Version preview"
              value={{ mediaId: field.value ?? null, url: imageUrl }}
              invalid={!!errors.mediaId}
              onChange={(next: ImageValue) => {
                setImageUrl(next.url);
                field.onChange(next.mediaId);
              }}
            />
          )}
        />
      </FormField>
    </>
  );
}
