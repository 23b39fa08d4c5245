import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RowImage } from '@/components/data-table/row-image';
import { ActiveBadge } from '@/components/record/active-badge';
import { RecordNotFound } from '@/components/record/record-states';
import { DeleteRecord, EditLink, RecordView } from '@/components/record/record-view';
import { Card, CardContent } from '@/components/ui/card';
import { readFragment } from '@/gql';
import { MarketPriceDetailFragmentDoc } from '@/gql/graphql';
import { adminGetVersionDetailQueryOptions } from '@/gql/hooks';
import { formatDateTime } from '@/lib/format';
import { useDeleteMarketPrice } from './market-price-actions';
import { formatKm, formatPrice, formatYear } from './market-price-format';

export const MARKET_PRICE_LIST = '/market-price';

/** The not-found state of the view and edit routes. */
export function MarketPriceNotFound() {
  return <RecordNotFound what="Car version" list={MARKET_PRICE_LIST} listLabel="Market Price" />;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium">{children}</dd>
    </div>
  );
}

/** SPEC §2.8 view: everything the market price entry holds, with edit and delete. */
export function MarketPriceViewScreen({ id }: { id: string }) {
  const remove = useDeleteMarketPrice();
  const { data } = useSuspenseQuery(adminGetVersionDetailQueryOptions({ id }));
  const v = readFragment(MarketPriceDetailFragmentDoc, data.adminGetVersionDetail);
  const picture = v.mediaDetail?.filePathLG ?? v.mediaDetail?.filePathOriginal ?? null;
  return (
    <RecordView
      history={{ entityType: 'car_version', entityId: v.id }}
      list={MARKET_PRICE_LIST}
      listLabel="Market Price"
      title={v.name}
      actions={
        <>
          <EditLink to="/market-price/edit/$id" params={{ id: v.id }} />
          <DeleteRecord
            list={MARKET_PRICE_LIST}
            name={v.name}
            description={`${v.name} will be removed from the market price list.`}
            onConfirm={() => remove.run({ id: v.id })}
          />
        </>
      }
    >
      <Card className="max-w-3xl">
        <CardContent className="flex flex-col gap-6 pt-6 sm:flex-row">
          <div className="flex size-48 shrink-0 items-center justify-center overflow-hidden rounded-md bg-muted">
            {picture ? (
              <img src={picture} alt={v.name} className="size-full object-cover" />
            ) : (
              <RowImage src={null} alt={v.name} />
            )}
          </div>
          <dl className="grid flex-1 gap-4 sm:grid-cols-2">
            <Field label="Brand">{v.brandDetail?.name ?? '-'}</Field>
            <Field label="Model">{v.modelDetail?.name ?? '-'}</Field>
            <Field label="Version name">{v.name}</Field>
            <Field label="Price (VND)">
              <span className="tabular-nums">{formatPrice(v.priceCarVersion)}</span>
            </Field>
            <Field label="Year of manufacture">{formatYear(v.yearManufacture)}</Field>
            <Field label="Km run">{formatKm(v.numKilometerCarRun)}</Field>
            <Field label="Type">{v.typeCarVersion || '-'}</Field>
            <Field label="Status">
              <ActiveBadge active={v.isActive} />
            </Field>
            <Field label="Creation time">{formatDateTime(v.createdAt)}</Field>
            <Field label="Last updated">{formatDateTime(v.updatedAt)}</Field>
          </dl>
        </CardContent>
      </Card>
    </RecordView>
  );
}
