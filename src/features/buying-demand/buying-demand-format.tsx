import { Badge } from '@/components/ui/badge';
import type { CarBuyingNeedStatus } from '@/gql/graphql';
import { BUYING_NEED_STATUS_LABELS } from '@/rules/buying-demand';

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A budget in VND with thousands separators; '-' when none was given. */
export const formatBudget = (v: number | null | undefined) =>
  v === null || v === undefined ? '-' : number.format(v);
export const formatYears = (v: number | null | undefined) =>
  v === null || v === undefined ? '-' : `${number.format(v)} ${v === 1 ? 'year' : 'years'}`;
export const formatKm = (v: number | null | undefined) =>
  v === null || v === undefined ? '-' : `${number.format(v)} km`;

const VARIANT: Record<CarBuyingNeedStatus, 'info' | 'warning' | 'secondary' | 'outline' | 'success'> = {
  NEW: 'info',
  FOLLOWING: 'warning',
  CONSIDERING: 'outline',
  CHANGED_MIND: 'secondary',
  HAD_A_CAR: 'success',
};

/** SPEC §4 buying need status, in its Vietnamese label. */
export function BuyingStatusBadge({ status }: { status: CarBuyingNeedStatus }) {
  return <Badge variant={VARIANT[status]}>{BUYING_NEED_STATUS_LABELS[status]}</Badge>;
}
