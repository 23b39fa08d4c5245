import {
  NeedsAddressUpdate,
  readAddressUnits,
  type AddressUnitRefs,
} from '@/components/address/address-units';
import { truncate } from '@/lib/format';

/**
 * The address column of a directory list: its first 25 characters (SPEC §2.14, whole on hover) and,
 * for a record on a former unit, the 'Needs address update' tag.
 */
export function ListingAddress(props: {
  record: AddressUnitRefs & {
    address?: string | null;
    province?: string | null;
    district?: string | null;
    ward?: string | null;
  };
}) {
  const { address } = props.record;
  const units = readAddressUnits(props.record);
  return (
    <div className="flex flex-col items-start gap-1">
      <span title={address ?? undefined}>{truncate(address, 25) || '-'}</span>
      {units.needsUpdate ? <NeedsAddressUpdate /> : null}
    </div>
  );
}

/** The website column: the first 18 characters (SPEC §2.14), opening in a new tab. */
export function ListingWebsite({ url }: { url: string | null | undefined }) {
  if (!url) return <span className="text-muted-foreground">-</span>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      title={url}
      className="whitespace-nowrap text-primary underline-offset-4 hover:underline"
    >
      {truncate(url, 18)}
    </a>
  );
}
