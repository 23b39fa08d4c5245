import { Link } from '@tanstack/react-router';
import { Eye, Pencil } from 'lucide-react';
import { ConfirmDelete } from '@/components/actions/confirm-delete';
import { column, figureColumn, indexColumn, textColumn } from '@/components/data-table/columns';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { RowImage } from '@/components/data-table/row-image';
import { Truncated } from '@/components/data-table/truncated';
import { ListingAddress, ListingWebsite } from '@/components/listing/listing-address';
import { MemberLink } from '@/components/record/member-link';
import { readFragment, type FragmentType } from '@/gql';
import { GarageRowFragmentDoc, type GarageRowFragment } from '@/gql/graphql';
import { displayName, formatTimeDate, KAR_USER } from '@/lib/format';
import type { ActionResult } from '@/lib/use-action';
import { GarageStatusTag, KarCheckButton } from './garage-status';

/** Unmasks one row of the list, once per row. */
export const readGarageRow = (ref: FragmentType<typeof GarageRowFragmentDoc>) =>
  readFragment(GarageRowFragmentDoc, ref);

const iconLink =
  'inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground';

export interface KarCheckAction {
  run: (v: { id: string; isKarCheck: boolean }) => unknown;
  variables?: { id: string | number } | undefined;
}

/** SPEC §2.14 garage columns, in its order. */
export function garageColumns(
  page: number,
  remove: (vars: { id: string }) => Promise<ActionResult<unknown>>,
  karCheck: KarCheckAction,
): DataTableColumn<GarageRowFragment>[] {
  return [
    indexColumn(page),
    column('image', 'Image', (g) => (
      <RowImage src={g.medias[0]?.filePathSM ?? g.medias[0]?.filePathOriginal} alt={g.title} />
    )),
    column('title', 'Title', (g) => (
      <span className="block min-w-40 font-medium">
        <Truncated text={g.title} max={60} />
      </span>
    )),
    textColumn('phone', 'Phone', (g) => g.phone, 20),
    textColumn('email', 'Email', (g) => g.email, 22),
    column('website', 'Website', (g) => <ListingWebsite url={g.website} />),
    column('address', 'Address', (g) => <ListingAddress record={g} />),
    figureColumn('createdAt', 'Created on', (g) => formatTimeDate(g.createdAt)),
    column('createdBy', 'Created by', (g) =>
      g.user ? <MemberLink id={g.user.id}>{displayName(g.user)}</MemberLink> : KAR_USER,
    ),
    column('status', 'Status', (g) => <GarageStatusTag status={g.status} />),
    column('karCheck', 'Kar Check', (g) => (
      <KarCheckButton
        title={g.title}
        karCheck={g.karCheck}
        pending={karCheck.variables?.id === g.id}
        onChange={(isKarCheck) => void karCheck.run({ id: g.id, isKarCheck })}
      />
    )),
    column('action', 'Action', ({ id, title }) => (
      <div className="flex items-center gap-1">
        <Link
          to="/services/garage-salon/view/$id"
          params={{ id }}
          className={iconLink}
          aria-label={`View ${title}`}
        >
          <Eye className="size-4" aria-hidden="true" />
        </Link>
        <ConfirmDelete
          name={title}
          description={`${title} will be removed from the garage and salon list.`}
          onConfirm={() => remove({ id })}
        />
        <Link
          to="/services/garage-salon/edit/$id"
          params={{ id }}
          className={iconLink}
          aria-label={`Edit ${title}`}
        >
          <Pencil className="size-4" aria-hidden="true" />
        </Link>
      </div>
    )),
  ];
}
