import { Link } from '@tanstack/react-router';
import { Eye, Pencil } from 'lucide-react';
import { ConfirmDelete } from '@/components/actions/confirm-delete';
import { column, indexColumn, sortable, textColumn } from '@/components/data-table/columns';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { Badge } from '@/components/ui/badge';
import { readFragment, type FragmentType } from '@/gql';
import { TrafficSignRowFragmentDoc, type TrafficSignRowFragment } from '@/gql/graphql';
import type { ActionResult } from '@/lib/use-action';
import { SIGN_TYPE_LABELS } from '@/rules/learning-types';
import { SignImagePreview } from './sign-image';
import { RowLink } from '@/components/data-table/row-link';

/** Unmasks one row of the list, once per row. */
export const readTrafficSignRow = (ref: FragmentType<typeof TrafficSignRowFragmentDoc>) =>
  readFragment(TrafficSignRowFragmentDoc, ref);

const iconLink =
  'inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground';

/** SPEC §2.15: first image with a preview, title, content, symbol, type. */
export function trafficSignColumns(
  page: number,
  remove: (vars: { id: string }) => Promise<ActionResult<unknown>>,
): DataTableColumn<TrafficSignRowFragment>[] {
  return [
    indexColumn(page),
    column('image', 'Image', (s) => (
      <SignImagePreview image={s.medias[0]} title={s.title} symbol={s.symbol} />
    )),
    sortable(
      'title',
      textColumn('title', 'Title', (s) => s.title, 50),
    ),
    textColumn('content', 'Content', (s) => s.content || '-', 150),
    column('symbol', 'Symbol', (s) => <span className="whitespace-nowrap font-medium">{s.symbol}</span>),
    column(
      'type',
      'Type',
      (s) => (
        <Badge variant="outline" className="whitespace-nowrap">
          {SIGN_TYPE_LABELS[s.type]}
        </Badge>
      ),
      (s) => SIGN_TYPE_LABELS[s.type],
    ),
    column('action', 'Action', (s) => (
      <div className="flex items-center gap-1">
        <Link
          to="/learning-driving/traffic-signs/view/$slug"
          params={{ slug: s.slug }}
          className={iconLink}
          aria-label={`View ${s.title}`}
        >
          <Eye className="size-4" aria-hidden="true" />
        </Link>
        <ConfirmDelete
          name={s.title}
          description={`${s.title} (${s.symbol}) will be removed from the traffic signs.`}
          onConfirm={() => remove({ id: s.id })}
        />
        <RowLink
          to="/learning-driving/traffic-signs/edit/$slug"
          params={{ slug: s.slug }}
          className={iconLink}
          aria-label={`Edit ${s.title}`}
        >
          <Pencil className="size-4" aria-hidden="true" />
        </RowLink>
      </div>
    )),
  ];
}
