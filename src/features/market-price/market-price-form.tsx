import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { ImageField, type ImageValue } from '@/components/media/image-field';
import { NumberInput } from '@/components/form/number-input';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { marketPriceSchema, type MarketPriceInput, type MarketPriceValues } from '@/rules/market-price';
import { useCatalogueOptions } from './catalogue-options';
import { serverFieldError } from './server-field-error';
import { YearInput } from './year-input';

const FIELDS = new Set<string>([
  'name',
  'model',
  'priceCarVersion',
  'yearManufacture',
  'numKilometerCarRun',
  'mediaId',
]);

export interface MarketPriceFormDefaults {
  values: Partial<MarketPriceInput>;
  brandId: string;
  imageUrl: string | null;
}

const describedBy = (id: string, error: unknown) => (error ? `${id}-error` : undefined);

/** Create and edit share this form; `onSubmit` throws the server's error so a named field can show it. */
export function MarketPriceForm(props: {
  defaults: MarketPriceFormDefaults;
  submitText: string;
  onSubmit: (values: MarketPriceValues) => Promise<void>;
  onCancel: () => void;
}) {
  const [brandId, setBrandId] = useState(props.defaults.brandId);
  const [imageUrl, setImageUrl] = useState(props.defaults.imageUrl);
  const catalogue = useCatalogueOptions(brandId);
  const {
    control,
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<MarketPriceInput, unknown, MarketPriceValues>({
    resolver: zodResolver(marketPriceSchema),
    defaultValues: { name: '', model: '', mediaId: null, ...props.defaults.values },
  });

  const submit = async (values: MarketPriceValues) => {
    try {
      await props.onSubmit(values);
    } catch (e) {
      const named = serverFieldError(e);
      if (named && FIELDS.has(named.field)) {
        setError(named.field as Path<MarketPriceInput>, { message: named.message });
      }
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid max-w-3xl gap-4">
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
            aria-invalid={errors.model ? true : undefined}
            aria-describedby={describedBy('mp-model', errors.model)}
            {...register('model')}
          />
        </FormField>
        <FormField id="mp-name" label="Version name" error={errors.name?.message}>
          <Input
            id="mp-name"
            autoComplete="off"
            placeholder="e.g. Vios 1.5G CVT"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('mp-name', errors.name)}
            {...register('name')}
          />
        </FormField>
        <FormField id="mp-price" label="Price (VND)" error={errors.priceCarVersion?.message}>
          <Controller
            control={control}
            name="priceCarVersion"
            render={({ field }) => (
              <NumberInput
                id="mp-price"
                value={field.value ?? null}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                placeholder="e.g. 545,000,000"
                aria-invalid={errors.priceCarVersion ? true : undefined}
                aria-describedby={describedBy('mp-price', errors.priceCarVersion)}
              />
            )}
          />
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
          <Controller
            control={control}
            name="numKilometerCarRun"
            render={({ field }) => (
              <NumberInput
                id="mp-km"
                value={field.value ?? null}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                placeholder="e.g. 35,000"
                aria-invalid={errors.numKilometerCarRun ? true : undefined}
                aria-describedby={describedBy('mp-km', errors.numKilometerCarRun)}
              />
            )}
          />
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
      <div className="flex gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : props.submitText}
        </Button>
        <Button variant="outline" onClick={props.onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
