import { useSuspenseQuery } from '@tanstack/react-query';
import type { EditRecord } from '@/components/form/edit-conflict';
import { FormPage } from '@/components/form/form-page';
import { useFormPage } from '@/components/form/use-form-page';
import { readFragment } from '@/gql';
import { MarketPriceFormValuesFragmentDoc } from '@/gql/graphql';
import { adminGetVersionDetailQueryOptions } from '@/gql/hooks';
import { marketPriceSchema, type MarketPriceInput } from '@/rules/market-price';
import { useCreateMarketPrice, useEditMarketPrice } from './market-price-actions';
import { MarketPriceFields } from './market-price-form';
import { MARKET_PRICE_LIST } from './market-price-view-screen';

function MarketPriceFormPage(props: {
  title: string;
  submitText: string;
  id?: string;
  record?: EditRecord;
  values: Partial<MarketPriceInput>;
  brandId: string;
  imageUrl: string | null;
}) {
  const { id } = props;
  const create = useCreateMarketPrice();
  const edit = useEditMarketPrice();
  const { form, frame } = useFormPage({
    schema: marketPriceSchema,
    defaultValues: { name: '', model: '', mediaId: null, ...props.values },
    list: MARKET_PRICE_LIST,
    record: props.record,
    onSubmit: (input, editVersion) => (id ? edit.run({ id, input, editVersion }) : create.run({ input })),
  });
  return (
    <FormPage {...frame} title={props.title} listLabel="Market Price" submitText={props.submitText}>
      <MarketPriceFields form={form} brandId={props.brandId} imageUrl={props.imageUrl} />
    </FormPage>
  );
}

export function CreateMarketPriceScreen() {
  return (
    <MarketPriceFormPage
      title="Create Market Price"
      submitText="Create"
      values={{}}
      brandId=""
      imageUrl={null}
    />
  );
}

/** The edit route's loader has the version in the cache already. */
export function EditMarketPriceScreen({ id }: { id: string }) {
  const { data, refetch } = useSuspenseQuery(adminGetVersionDetailQueryOptions({ id }));
  const v = readFragment(MarketPriceFormValuesFragmentDoc, data.adminGetVersionDetail);
  return (
    <MarketPriceFormPage
      title="Edit Market Price"
      submitText="Save"
      id={id}
      record={{ editVersion: v.editVersion, refetch, live: { entity: 'car_version', entityId: v.id } }}
      values={{
        name: v.name,
        model: v.model ?? '',
        priceCarVersion: v.priceCarVersion ?? undefined,
        yearManufacture: v.yearManufacture,
        numKilometerCarRun: v.numKilometerCarRun,
        mediaId: v.mediaId,
      }}
      brandId={v.brand ?? ''}
      imageUrl={v.mediaDetail?.filePathSM ?? v.mediaDetail?.filePathOriginal ?? null}
    />
  );
}
