import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { ConfirmDelete } from '@/components/actions/confirm-delete';
import { RowImage } from '@/components/data-table/row-image';
import { PageHeader } from '@/components/layout/page-header';
import { BackLink, useBackToList } from '@/components/record/back-link';
import { RecordNotFound } from '@/components/record/record-states';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
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
  const back = useBackToList(MARKET_PRICE_LIST);
  const remove = useDeleteMarketPrice();
  const { data } = useSuspenseQuery(adminGetVersionDetailQueryOptions({ id }));
  const v = readFragment(MarketPriceDetailFragmentDoc, data.adminGetVersionDetail);
  const picture = v.mediaDetail?.filePathLG ?? v.mediaDetail?.filePathOriginal ?? null;
  return (
    <section>
      <BackLink list={MARKET_PRICE_LIST} label="Market Price" />
      <PageHeader
        title={v.name}
        actions={
          <>
            <Link
              to="/market-price/edit/$id"
              params={{ id: v.id }}
              className={buttonVariants({ variant: 'outline' })}
            >
              <Pencil aria-hidden="true" /> Edit
            </Link>
            <ConfirmDelete
              name={v.name}
              description={`${v.name} will be removed from the market price list.`}
              onConfirm={() => remove.run({ id: v.id })}
              onDeleted={() => void back({ replace: true })}
              trigger={
                <Button variant="destructive">
                  <Trash2 aria-hidden="true" /> Delete
                </Button>
              }
            />
          </>
        }
      />
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
              {v.isActive ? (
                <Badge variant="success">Active</Badge>
              ) : (
                <Badge variant="secondary">Inactive</Badge>
              )}
            </Field>
            <Field label="Creation time">{formatDateTime(v.createdAt)}</Field>
            <Field label="Last updated">{formatDateTime(v.updatedAt)}</Field>
          </dl>
        </CardContent>
      </Card>
    </section>
  );
}
