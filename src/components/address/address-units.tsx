import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { readFragment, type FragmentType } from '@/gql';
import {
  AddressDistrictNameFragmentDoc,
  AddressProvinceNameFragmentDoc,
  AddressWardNameFragmentDoc,
} from '@/gql/graphql';
import { unitLabel } from './unit-label';

export interface AddressUnitRefs {
  provinceDetail?: FragmentType<typeof AddressProvinceNameFragmentDoc> | null;
  districtDetail?: FragmentType<typeof AddressDistrictNameFragmentDoc> | null;
  wardDetail?: FragmentType<typeof AddressWardNameFragmentDoc> | null;
}

/** A record's units, unmasked: names to show and whether any is a former unit. */
export function readAddressUnits(
  record: AddressUnitRefs & { province?: string | null; district?: string | null; ward?: string | null },
) {
  const province = readFragment(AddressProvinceNameFragmentDoc, record.provinceDetail ?? null);
  const district = readFragment(AddressDistrictNameFragmentDoc, record.districtDetail ?? null);
  const ward = readFragment(AddressWardNameFragmentDoc, record.wardDetail ?? null);
  const named = (u: { name: string; prefix?: string | null } | null | undefined) =>
    u ? `${u.prefix ?? ''} ${u.name}`.trim() : null;
  // A district at all is a former unit (none since 1 July 2025); a code no unit answers to is too.
  const needsUpdate =
    Boolean(record.district) ||
    (record.province ? !province?.isActive : false) ||
    (record.ward ? !ward?.isActive : false);
  return {
    province: province?.name ?? record.province ?? null,
    district: named(district) ?? record.district ?? null,
    ward: named(ward) ?? record.ward ?? null,
    needsUpdate,
  };
}

/** 'Needs address update': the record still sits on a former province, district or ward. */
export function NeedsAddressUpdate() {
  return (
    <Badge variant="warning" className="whitespace-nowrap">
      Needs address update
    </Badge>
  );
}

/** A record's address as view-page rows: the street address, province, district (only if it has one), ward. */
export function addressDetailRows(
  record: AddressUnitRefs & {
    address?: string | null;
    province?: string | null;
    district?: string | null;
    ward?: string | null;
  },
): [string, ReactNode][] {
  const units = readAddressUnits(record);
  const rows: [string, ReactNode][] = [
    [
      'Address',
      <span key="address" className="flex flex-wrap items-center gap-2">
        {record.address || '-'}
        {units.needsUpdate ? <NeedsAddressUpdate /> : null}
      </span>,
    ],
    ['Province', units.province ?? '-'],
  ];
  if (units.district) rows.push(['District', unitLabel(units.district, false)]);
  rows.push(['Ward', units.ward ?? '-']);
  return rows;
}
