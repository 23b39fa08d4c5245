import { Link } from '@tanstack/react-router';
import { Eye, Pencil } from 'lucide-react';
import { ConfirmDelete } from '@/components/actions/confirm-delete';
import { column, indexColumn, numericColumn, sortable, textColumn } from '@/components/data-table/columns';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { MemberLink } from '@/components/record/member-link';
import { readFragment, type FragmentType } from '@/gql';
import {
  BuyingCustomerRowFragmentDoc,
  BuyingDemandRowFragmentDoc,
  type BuyingCustomerRowFragment,
  type BuyingDemandRowFragment,
} from '@/gql/graphql';
import { displayName, KAR_USER } from '@/lib/format';
import { BUYING_NEED_STATUS_LABELS } from '@/rules/buying-demand';
import type { ActionResult } from '@/lib/use-action';
import { BuyingStatusBadge, formatBudget, formatKm, formatYears } from './buying-demand-format';
import { RowLink } from '@/components/data-table/row-link';

export const readBuyingDemandRow = (ref: FragmentType<typeof BuyingDemandRowFragmentDoc>) =>
  readFragment(BuyingDemandRowFragmentDoc, ref);
export const readBuyingCustomerRow = (ref: FragmentType<typeof BuyingCustomerRowFragmentDoc>) =>
  readFragment(BuyingCustomerRowFragmentDoc, ref);

const iconLink =
  'inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground';

/** The buyer: a link to the member, else the name they gave, else 'KAR User' (SPEC §8). */
const buyerName = (
  user: { firstName?: string | null; lastName?: string | null } | null | undefined,
  name?: string | null,
) => (user ? displayName(user) : name || KAR_USER);

function Buyer(props: {
  user: { id: string; firstName?: string | null; lastName?: string | null } | null | undefined;
  buyerName?: string | null;
}) {
  if (props.user) return <MemberLink id={props.user.id}>{displayName(props.user)}</MemberLink>;
  return <>{props.buyerName || KAR_USER}</>;
}

/**
 * SPEC §2.10 buying demands: user link, brand, model, budget, vehicle life, km run, phone, installment
 * purchase Yes or No; view, delete, edit.
 */
export function buyingDemandColumns(
  page: number,
  remove: (vars: { id: string }) => Promise<ActionResult<unknown>>,
): DataTableColumn<BuyingDemandRowFragment>[] {
  return [
    indexColumn(page),
    column(
      'user',
      'User',
      (n) => <Buyer user={n.user} buyerName={n.buyerName} />,
      (n) => buyerName(n.user, n.buyerName),
    ),
    textColumn('brand', 'Brand', (n) => n.brandDetail?.name ?? '-', 30),
    textColumn('model', 'Model', (n) => n.modelDetail?.name ?? '-', 30),
    sortable(
      'budget',
      numericColumn(
        'budget',
        'Budget (VND)',
        (n) => formatBudget(n.budget),
        (n) => n.budget ?? null,
      ),
    ),
    numericColumn(
      'vehicleLife',
      'Vehicle life',
      (n) => formatYears(n.vehicleLife),
      (n) => n.vehicleLife ?? null,
    ),
    numericColumn(
      'numKilometerCarRun',
      'Km run',
      (n) => formatKm(n.numKilometerCarRun),
      (n) => n.numKilometerCarRun ?? null,
    ),
    textColumn('phone', 'Phone', (n) => n.phone ?? '-', 20),
    column(
      'isInstallmentPurchase',
      'Installment purchase',
      (n) => (n.isInstallmentPurchase ? 'Yes' : 'No'),
      (n) => (n.isInstallmentPurchase ? 'Yes' : 'No'),
    ),
    column('action', 'Action', ({ id, brandDetail, modelDetail }) => {
      const name = `the demand for ${[brandDetail?.name, modelDetail?.name].filter(Boolean).join(' ') || 'a car'}`;
      return (
        <div className="flex items-center gap-1">
          <Link
            to="/services/buying-demand/view/$id"
            params={{ id }}
            className={iconLink}
            aria-label={`View ${name}`}
          >
            <Eye className="size-4" aria-hidden="true" />
          </Link>
          <ConfirmDelete
            name={name}
            description={`${name} will be removed.`}
            onConfirm={() => remove({ id })}
          />
          <RowLink
            to="/services/buying-demand/edit/$id"
            params={{ id }}
            className={iconLink}
            aria-label={`Edit ${name}`}
          >
            <Pencil className="size-4" aria-hidden="true" />
          </RowLink>
        </div>
      );
    }),
  ];
}

/**
 * SPEC §2.10 Buying Customer: number, user (link or 'KAR User'), brand, model, budget, phone, seller
 * count, status; view goes to the seller demand detail.
 */
export function buyingCustomerColumns(page: number): DataTableColumn<BuyingCustomerRowFragment>[] {
  return [
    indexColumn(page),
    column(
      'user',
      'User',
      (n) => <Buyer user={n.user} />,
      (n) => buyerName(n.user),
    ),
    textColumn('brand', 'Brand', (n) => n.brandDetail?.name ?? '-', 30),
    textColumn('model', 'Model', (n) => n.modelDetail?.name ?? '-', 30),
    sortable(
      'budget',
      numericColumn(
        'budget',
        'Budget (VND)',
        (n) => formatBudget(n.budget),
        (n) => n.budget ?? null,
      ),
    ),
    textColumn('phone', 'Phone', (n) => n.phone ?? '-', 20),
    numericColumn(
      'sellers',
      'Seller count',
      (n) => n.userSellerIds.length,
      (n) => n.userSellerIds.length,
    ),
    sortable(
      'status',
      column(
        'status',
        'Status',
        (n) => <BuyingStatusBadge status={n.status} />,
        (n) => BUYING_NEED_STATUS_LABELS[n.status],
      ),
    ),
    column('action', 'Action', ({ id }) => (
      <Link
        to="/services/buyer-demand/view/$id"
        params={{ id }}
        className={iconLink}
        aria-label="View seller demand"
      >
        <Eye className="size-4" aria-hidden="true" />
      </Link>
    )),
  ];
}
