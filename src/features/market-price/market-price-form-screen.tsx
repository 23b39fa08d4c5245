import { useNavigate } from '@tanstack/react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { BackToMarketPrice } from './back-link';
import { MarketPriceForm, type MarketPriceFormDefaults } from './market-price-form';
import { useSaveMarketPrice } from './use-save-market-price';
import { VersionLoader, type VersionDetail } from './version-loader';

function FormPage(props: {
  title: string;
  submitText: string;
  id?: string;
  defaults: MarketPriceFormDefaults;
}) {
  const navigate = useNavigate();
  const save = useSaveMarketPrice(props.id);
  return (
    <section>
      <BackToMarketPrice />
      <PageHeader title={props.title} />
      <Card className="max-w-3xl">
        <CardContent className="pt-6">
          <MarketPriceForm
            defaults={props.defaults}
            submitText={props.submitText}
            onSubmit={save}
            onCancel={() => void navigate({ to: '/market-price' })}
          />
        </CardContent>
      </Card>
    </section>
  );
}

export function CreateMarketPriceScreen() {
  return (
    <FormPage
      title="Create Market Price"
      submitText="Create"
      defaults={{ values: {}, brandId: '', imageUrl: null }}
    />
  );
}

const editDefaults = (v: VersionDetail): MarketPriceFormDefaults => ({
  values: {
    name: v.name,
    model: v.model ?? '',
    priceCarVersion: v.priceCarVersion ?? undefined,
    yearManufacture: v.yearManufacture,
    numKilometerCarRun: v.numKilometerCarRun,
    mediaId: v.mediaId,
  },
  brandId: v.brand ?? '',
  imageUrl: v.mediaDetail?.filePathSM ?? v.mediaDetail?.filePathOriginal ?? null,
});

export function EditMarketPriceScreen({ id }: { id: string }) {
  return (
    <VersionLoader id={id}>
      {(v) => <FormPage title="Edit Market Price" submitText="Save" id={id} defaults={editDefaults(v)} />}
    </VersionLoader>
  );
}
