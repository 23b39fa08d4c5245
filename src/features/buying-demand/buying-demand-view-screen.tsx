import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { DetailCard } from '@/components/record/detail-fields';
import { MemberLink } from '@/components/record/member-link';
import { RecordNotFound } from '@/components/record/record-states';
import { DeleteRecord, EditLink, RecordView } from '@/components/record/record-view';
import { readFragment } from '@/gql';
import { BuyingDemandDetailFragmentDoc, type CarBuyingNeedStatus } from '@/gql/graphql';
import { adminGetCarBuyingNeedDetailQueryOptions } from '@/gql/hooks';
import { displayName, formatPhone, formatTimeDate, KAR_USER } from '@/lib/format';
import { BUYING_NEED_STATUS_LABELS, BUYING_NEED_STATUSES } from '@/rules/buying-demand';
import { useBuyingDemandStatus, useDeleteBuyingDemand } from './buying-demand-actions';
import { BuyingStatusBadge, formatBudget, formatKm, formatYears } from './buying-demand-format';
import { unitLabel } from '@/components/address/unit-label';

export const BUYING_DEMAND_LIST = '/services/buying-demand/list';
export const BUYING_CUSTOMER_LIST = '/services/buyer-demand/list';

const STATUS_OPTIONS = BUYING_NEED_STATUSES.map((s) => ({ value: s, label: BUYING_NEED_STATUS_LABELS[s] }));
const isStatus = (v: string) => BUYING_NEED_STATUSES.find((s) => s === v);

export function BuyingDemandNotFound() {
  return <RecordNotFound what="Buying demand" list={BUYING_DEMAND_LIST} listLabel="Buying Demand" />;
}
export function BuyingCustomerNotFound() {
  return <RecordNotFound what="Seller demand" list={BUYING_CUSTOMER_LIST} listLabel="Buying Customer" />;
}

/** The status change (SPEC §4 labels): picked, then applied with the button; audited on the server. */
function StatusChange(props: { id: string; status: CarBuyingNeedStatus }) {
  const [next, setNext] = useState<CarBuyingNeedStatus>(props.status);
  const change = useBuyingDemandStatus();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <BuyingStatusBadge status={props.status} />
      <Select
        aria-label="New status"
        className="w-48"
        value={next}
        options={STATUS_OPTIONS}
        onChange={(e) => setNext(isStatus(e.target.value) ?? next)}
      />
      <Button
        size="sm"
        disabled={next === props.status || change.isPending}
        onClick={() => void change.run({ id: props.id, status: next })}
      >
        Change status
      </Button>
    </div>
  );
}

/**
 * A buying demand's page, and (from Buying Customer) the seller demand detail with its sellers: every
 * Car buying need field of SPEC §3, the status changed here.
 */
export function BuyingDemandViewScreen(props: { id: string; asCustomer?: boolean }) {
  const remove = useDeleteBuyingDemand();
  const { data } = useSuspenseQuery(adminGetCarBuyingNeedDetailQueryOptions({ id: props.id }));
  const n = readFragment(BuyingDemandDetailFragmentDoc, data.adminGetCarBuyingNeedDetail);
  const list = props.asCustomer ? BUYING_CUSTOMER_LIST : BUYING_DEMAND_LIST;
  const listLabel = props.asCustomer ? 'Buying Customer' : 'Buying Demand';
  const car = [n.brandDetail?.name, n.modelDetail?.name].filter(Boolean).join(' ') || 'a car';
  const yesNo = (v: boolean) => (v ? 'Yes' : 'No');
  return (
    <RecordView
      history={{ entityType: 'car_buying_need', entityId: n.id }}
      list={list}
      listLabel={listLabel}
      title={`${props.asCustomer ? 'Seller demand' : 'Buying demand'}: ${car}`}
      actions={
        <>
          <EditLink to="/services/buying-demand/edit/$id" params={{ id: n.id }} />
          <DeleteRecord
            list={list}
            name={`the demand for ${car}`}
            description={`The demand for ${car} will be removed.`}
            onConfirm={() => remove.run({ id: n.id })}
          />
        </>
      }
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <DetailCard
          title="Demand"
          rows={[
            ['Status', <StatusChange key="s" id={n.id} status={n.status} />],
            ['User', n.user ? <MemberLink id={n.user.id}>{displayName(n.user)}</MemberLink> : KAR_USER],
            ['Buyer name', n.buyerName ?? '-'],
            ['Phone', n.phone ?? '-'],
            [
              'Province',
              n.provinceDetail ? unitLabel(n.provinceDetail.name, n.provinceDetail.isActive) : '-',
            ],
            ['Brand', n.brandDetail?.name ?? '-'],
            ['Model', n.modelDetail?.name ?? '-'],
            ['Budget (VND)', formatBudget(n.budget)],
            ['Vehicle life', formatYears(n.vehicleLife)],
            ['Km run', formatKm(n.numKilometerCarRun)],
            ['Created', formatTimeDate(n.createdAt)],
            ['Updated', formatTimeDate(n.updatedAt)],
          ]}
        />
        <DetailCard
          title="Services wanted"
          rows={[
            ['Installment purchase', yesNo(n.isInstallmentPurchase)],
            ['Vehicle inspection', yesNo(n.isVehicleInspectionService)],
            ['Insurance consultant', yesNo(n.isInsuranceConsultant)],
            ['Other', n.isOther ? n.descriptionOther || 'Yes' : 'No'],
            ['Buying customer', yesNo(n.isCustomer)],
          ]}
        />
      </div>
      <Card className="mt-4">
        <CardHeader>
          <CardTitle>Sellers ({n.sellers.length})</CardTitle>
        </CardHeader>
        <CardContent>
          {n.sellers.length === 0 ? (
            <p className="text-sm text-muted-foreground">Not handed to any seller yet</p>
          ) : (
            <ul className="grid gap-2 text-sm">
              {n.sellers.map((s) => (
                <li key={s.id} className="flex flex-wrap gap-x-3">
                  <MemberLink id={s.id}>{displayName(s)}</MemberLink>
                  <span className="text-muted-foreground">{s.email ?? '-'}</span>
                  <span className="text-muted-foreground">{formatPhone(s.prefixPhone, s.phone)}</span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </RecordView>
  );
}
