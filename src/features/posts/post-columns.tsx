import { Link } from '@tanstack/react-router';
import { ClipboardCheck, Eye } from 'lucide-react';
import {
  column,
  dateCell,
  indexColumn,
  labelled,
  numericColumn,
  pinned,
  sortable,
  textColumn,
} from '@/components/data-table/columns';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { RowImage } from '@/components/data-table/row-image';
import { Truncated } from '@/components/data-table/truncated';
import { MemberLink } from '@/components/record/member-link';
import { readFragment, type FragmentType } from '@/gql';
import { PostPosterFragmentDoc, PostRowFragmentDoc } from '@/gql/graphql';
import { formatTimeDate } from '@/lib/format';
import { needsCheck, POST_STATUS_TAGS } from './post-status';
import { PostStatusTag, PriceOutlierBadge } from './post-status-tag';
import { createdByName, createdByPhone, locationText, postShortCode, priceText } from './post-text';

/** One row of the list: the post and its poster, unmasked once per row. */
export const readPostRow = (ref: FragmentType<typeof PostRowFragmentDoc>) => {
  const post = readFragment(PostRowFragmentDoc, ref);
  return { ...post, poster: post.user ? readFragment(PostPosterFragmentDoc, post.user) : null };
};
export type PostRow = ReturnType<typeof readPostRow>;

const iconLink =
  'inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground';

/** 'HH:mm DD/MM/YYYY' that may break after the time, never inside the date. */
function TimeThenDate({ value }: { value: string }) {
  const [time, date] = value.split(' ');
  return date ? (
    <span className="tabular-nums">
      {time} <span className="whitespace-nowrap">{date}</span>
    </span>
  ) : (
    <span>{value}</span>
  );
}

/** SPEC §9 default text length for a title in a list. */
const TITLE_MAX = 50;

/**
 * SPEC §2.13 columns: row number, image, title, short code, views, brand, model, price, location,
 * created by, create date, status tag (with 'Price outlier'), and the actions: view detail, and
 * check (opening the same detail) only for PENDING and EDIT_PENDING, and only to a role that moderates.
 */
export function postColumns(page: number, mayModerate = true): DataTableColumn<PostRow>[] {
  return [
    indexColumn(page),
    column('image', 'Image', (p) => (
      <RowImage src={p.medias[0]?.filePathSM ?? p.medias[0]?.filePathOriginal} alt={p.title} />
    )),
    column(
      'title',
      'Title',
      (p) => (
        // Wide enough that a title reads in two or three lines, not one word per line.
        <span className="block min-w-28 font-medium">
          <Truncated text={p.title} max={TITLE_MAX} />
        </span>
      ),
      (p) => p.title,
    ),
    column(
      'code',
      'Code',
      (p) => (
        <span className="whitespace-nowrap font-mono text-xs" title={p.id}>
          {postShortCode(p.id)}
        </span>
      ),
      (p) => postShortCode(p.id),
    ),
    sortable(
      'views',
      numericColumn(
        'totalView',
        'Views',
        (p) => p.totalView.toLocaleString('en-US'),
        (p) => p.totalView,
      ),
    ),
    sortable(
      'brand',
      textColumn('brand', 'Brand', (p) => p.brand?.name ?? '-', 30),
    ),
    textColumn('model', 'Model', (p) => p.model?.name ?? '-', 30),
    // The amount on one line, its currency under it when the column is narrow.
    sortable(
      'price',
      labelled(
        'Price',
        column(
          'price',
          () => <span className="block text-right">Price</span>,
          (p) => <span className="block text-right tabular-nums">{priceText(p.price, p.currency)}</span>,
          (p) => p.price ?? null,
        ),
      ),
    ),
    column(
      'location',
      'Location',
      (p) => (
        <span className="inline-block min-w-16 max-w-28">
          <Truncated text={locationText(p.city, p.countryCode)} max={25} />
        </span>
      ),
      (p) => locationText(p.city, p.countryCode),
    ),
    labelled(
      'Created by',
      column(
        'createdBy',
        () => <span className="whitespace-normal">Created by</span>,
        (p) => (
          <div className="grid min-w-24">
            {p.poster ? (
              <MemberLink id={p.poster.id}>{createdByName(p.poster)}</MemberLink>
            ) : (
              <span>{createdByName(null)}</span>
            )}
            <span className="whitespace-nowrap text-xs tabular-nums text-muted-foreground">
              {createdByPhone(p.poster)}
            </span>
          </div>
        ),
        (p) => `${createdByName(p.poster)} ${createdByPhone(p.poster)}`.trim(),
      ),
    ),
    // 'HH:mm DD/MM/YYYY' may break after the time, so the row keeps room for the status and actions.
    sortable(
      'createdAt',
      labelled(
        'Create date',
        column(
          'createdAt',
          () => <span className="whitespace-normal">Create date</span>,
          (p) => <TimeThenDate value={formatTimeDate(p.createdAt)} />,
          (p) => dateCell(p.createdAt),
        ),
      ),
    ),
    pinned(
      column(
        'status',
        'Status',
        (p) => (
          <div className="flex flex-col items-start gap-1">
            <PostStatusTag status={p.status} />
            {p.marketPrice?.outlier ? <PriceOutlierBadge className="whitespace-normal" /> : null}
          </div>
        ),
        (p) => POST_STATUS_TAGS[p.status].label,
      ),
    ),
    column('action', 'Action', ({ id, title, status }) => (
      <div className="flex items-center gap-1">
        <Link
          to="/post-management/detail/view/$id"
          params={{ id }}
          className={iconLink}
          aria-label={`View ${title}`}
        >
          <Eye className="size-4" aria-hidden="true" />
        </Link>
        {mayModerate && needsCheck(status) ? (
          <Link
            to="/post-management/detail/view/$id"
            params={{ id }}
            className={iconLink}
            aria-label={`Check ${title}`}
            title="Check"
          >
            <ClipboardCheck className="size-4" aria-hidden="true" />
          </Link>
        ) : null}
      </div>
    )),
  ];
}
