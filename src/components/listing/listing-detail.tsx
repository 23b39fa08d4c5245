import { Link } from '@tanstack/react-router';
import { addressDetailRows, readAddressUnits } from '@/components/address/address-units';
import { DetailCard, type DetailRow } from '@/components/record/detail-fields';
import { ImageGrid } from '@/components/record/image-grid';
import { buttonVariants } from '@/components/ui/button';
import { readFragment, type FragmentType } from '@/gql';
import { ListingDetailFragmentDoc } from '@/gql/graphql';
import { formatTimeDate } from '@/lib/format';

type ListingDetailRef = FragmentType<typeof ListingDetailFragmentDoc>;

/** Phone, email, website (a new tab), services and description of a garage's or driving centre's page. */
export function listingContactRows(ref: ListingDetailRef): DetailRow[] {
  const r = readFragment(ListingDetailFragmentDoc, ref);
  return [
    ['Phone', r.phone ?? '-'],
    ['Email', r.email ?? '-'],
    [
      'Website',
      r.website ? (
        <a href={r.website} target="_blank" rel="noopener noreferrer" className="text-primary underline">
          {r.website}
        </a>
      ) : (
        '-'
      ),
    ],
    ['Services', r.services.length ? r.services.join(', ') : '-'],
    ['Description', r.description ?? '-'],
  ];
}

/** When the listing was created and last changed. */
export function listingDateRows(ref: ListingDetailRef): DetailRow[] {
  const r = readFragment(ListingDetailFragmentDoc, ref);
  return [
    ['Created on', formatTimeDate(r.createdAt)],
    ['Last updated', formatTimeDate(r.updatedAt)],
  ];
}

/**
 * The right-hand column of a listing's page: its Location (with the kind's own rows after the units),
 * 'Update address' to the edit form while it sits on a former unit, and its photos.
 */
export function ListingLocation(props: {
  record: ListingDetailRef;
  edit: '/services/garage-salon/edit/$id' | '/services/driving-center/edit/$id';
  extraRows?: readonly DetailRow[];
}) {
  const r = readFragment(ListingDetailFragmentDoc, props.record);
  const { needsUpdate } = readAddressUnits(r);
  return (
    <div className="grid content-start gap-4">
      <DetailCard title="Location" rows={[...addressDetailRows(r), ...(props.extraRows ?? [])]} />
      {needsUpdate ? (
        <Link to={props.edit} params={{ id: r.id }} className={buttonVariants({ variant: 'outline' })}>
          Update address
        </Link>
      ) : null}
      <ImageGrid images={r.medias} alt={(i) => `${r.title} photo ${String(i + 1)}`} emptyText="No photos" />
    </div>
  );
}
