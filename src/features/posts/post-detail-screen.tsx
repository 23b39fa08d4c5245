import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDistanceToNowStrict } from 'date-fns';
import { Lock, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { noteLanguageOf } from '@/components/form/ready-made-note';
import { DetailCard, DetailFields } from '@/components/record/detail-fields';
import { MemberLink } from '@/components/record/member-link';
import { RecordNotFound } from '@/components/record/record-states';
import { RecordView } from '@/components/record/record-view';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { readFragment, type FragmentType } from '@/gql';
import {
  PostDetailFragmentDoc,
  PostPendingEditViewFragmentDoc,
  PostPosterFragmentDoc,
  PostPriceCheckFragmentDoc,
  PostReportItemFragmentDoc,
  PostStatusChangeItemFragmentDoc,
  type PostStatus,
} from '@/gql/graphql';
import { adminGetPostDetailQueryOptions } from '@/gql/hooks';
import { formatDate, formatTimeDate } from '@/lib/format';
import { POST_REASON_LABELS } from '@/rules/posts';
import { ReportReasonBadge } from '@/components/record/report-reason-badge';
import { displayName } from '@/lib/format';
import { useCan } from '@/components/layout/permissions';
import { usePostClaim, type ClaimState } from './post-claim';
import { PostGallery } from './post-gallery';
import { CONDITION_LABELS, INSPECTION_LABELS, labelOf, TRANSMISSION_LABELS, yesNo } from './post-labels';
import { PostModeration } from './post-moderation';
import { needsCheck } from './post-status';
import { PostStatusTag, PriceOutlierBadge } from './post-status-tag';
import { createdByName, createdByPhone, locationText, postShortCode, priceText } from './post-text';

export const POST_LIST = '/post-management/list';
/** The 'Needs review' queue, as a list the back links return to with its filters. */
export const POST_QUEUE = '/post-management/review';

/** The not-found state of the detail and edit routes. */
export function PostNotFound() {
  return <RecordNotFound what="Post" list={POST_LIST} listLabel="Posts" />;
}

const dash = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? '-' : typeof v === 'number' ? v.toLocaleString('en-US') : v;

/** A post is claimed when it waits for review: new, edited, or reported by buyers. */
export const wantsClaim = (p: { status: PostStatus; reportCount: number }) =>
  needsCheck(p.status) || p.reportCount > 0;

function ClaimBanner({ state }: { state: ClaimState }) {
  if (state.kind === 'other') {
    return (
      <p
        role="status"
        data-testid="post-claim"
        className="flex items-center gap-2 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm"
      >
        <Lock aria-hidden="true" className="size-4" /> {state.message}. Actions wait until the review is
        released or lapses.
      </p>
    );
  }
  if (state.kind === 'mine') {
    return (
      <p role="status" data-testid="post-claim" className="text-sm text-muted-foreground">
        You are reviewing this post until {formatTimeDate(state.claim.expiresAt)}.
      </p>
    );
  }
  return null;
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function PriceCheck(props: {
  price: number | null | undefined;
  currency: string;
  check: FragmentType<typeof PostPriceCheckFragmentDoc> | null | undefined;
}) {
  if (!props.check) {
    return <p className="text-sm text-muted-foreground">No market price for this version and year.</p>;
  }
  const check = readFragment(PostPriceCheckFragmentDoc, props.check);
  return (
    <div className="grid gap-2">
      <DetailFields
        rows={[
          ['Post price', priceText(props.price, props.currency)],
          ['Market price', priceText(check.versionPrice, 'VND')],
          ['Ratio', `${Math.round(check.ratio * 100).toString()}% of market`],
        ]}
      />
      {check.outlier ? (
        <div>
          <PriceOutlierBadge />
        </div>
      ) : null}
    </div>
  );
}

function PendingEdit(props: { edit: FragmentType<typeof PostPendingEditViewFragmentDoc> }) {
  const edit = readFragment(PostPendingEditViewFragmentDoc, props.edit);
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground">Submitted {formatTimeDate(edit.submittedAt)}</p>
      <table className="w-full text-sm">
        <caption className="sr-only">Changes waiting for review</caption>
        <thead>
          <tr className="text-left text-muted-foreground">
            <th scope="col" className="py-1 pr-3 font-medium">
              Field
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Before
            </th>
            <th scope="col" className="py-1 font-medium">
              After
            </th>
          </tr>
        </thead>
        <tbody>
          {edit.changes.map((c) => (
            <tr key={c.field} className="border-t align-top">
              <th scope="row" className="py-1.5 pr-3 text-left font-medium">
                {c.field}
              </th>
              <td className="py-1.5 pr-3 text-destructive line-through decoration-destructive/50">
                {c.before || '-'}
              </td>
              <td className="py-1.5 text-success">{c.after || '-'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function StatusHistory(props: { rows: readonly FragmentType<typeof PostStatusChangeItemFragmentDoc>[] }) {
  const rows = props.rows.map((r) => readFragment(PostStatusChangeItemFragmentDoc, r));
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">No status changes yet.</p>;
  return (
    <ol className="grid gap-3 text-sm">
      {rows.map((h) => (
        <li key={h.id} className="grid gap-1 border-l-2 pl-3">
          <span className="flex flex-wrap items-center gap-1.5">
            {h.from ? <PostStatusTag status={h.from} /> : <span>New</span>}
            <span aria-label="to">→</span>
            <PostStatusTag status={h.to} />
            {h.undo ? <span className="text-muted-foreground">Approval undone</span> : null}
          </span>
          <span className="text-muted-foreground">
            {formatTimeDate(h.at)} · {h.admin ? h.admin.fullName || h.admin.email : 'Seller'}
          </span>
          {h.reason ? <span>Reason: {POST_REASON_LABELS[h.reason]}</span> : null}
          {h.note ? <span className="whitespace-pre-wrap text-muted-foreground">{h.note}</span> : null}
        </li>
      ))}
    </ol>
  );
}

function Reports(props: { reports: readonly FragmentType<typeof PostReportItemFragmentDoc>[] }) {
  const reports = props.reports.map((r) => readFragment(PostReportItemFragmentDoc, r));
  if (reports.length === 0) return <p className="text-sm text-muted-foreground">No reports.</p>;
  return (
    <ul className="grid gap-3 text-sm">
      {reports.map((r) => (
        <li key={r.id} className="grid gap-1">
          <span className="flex flex-wrap items-center gap-2">
            <ReportReasonBadge reason={r.reason} />
            {r.userId && r.user ? (
              <MemberLink id={r.userId}>{displayName(r.user)}</MemberLink>
            ) : (
              <span>{displayName(null)}</span>
            )}
            <span className="text-muted-foreground">{formatTimeDate(r.createdAt)}</span>
          </span>
          {r.content ? <span className="whitespace-pre-wrap text-muted-foreground">{r.content}</span> : null}
          <Link
            to="/feedback/reported-posts/view/$id"
            params={{ id: r.id }}
            className="text-xs text-primary hover:underline"
          >
            Open report
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * A post as a buyer reads it (car, price, paperwork, seller, location and description, photos and video),
 * then what the admin decides on: reports, status history, price against Market Price, the pending edit,
 * and the moderation the status allows. Opening a post waiting for review claims it.
 */
export function PostDetailScreen({ id, fromQueue }: { id: string; fromQueue: boolean }) {
  const { data } = useSuspenseQuery(adminGetPostDetailQueryOptions({ id }));
  const post = readFragment(PostDetailFragmentDoc, data.adminGetPostDetail);
  const poster = post.user ? readFragment(PostPosterFragmentDoc, post.user) : null;
  // Only an admin who may moderate claims a post or sees its moderation; Support reads it, no more.
  const mayModerate = useCan('posts.moderate');
  const mayEdit = useCan('posts.write');
  const claim = usePostClaim(post.id, mayModerate && wantsClaim(post));
  const language = noteLanguageOf(post.user?.metadata?.language);

  return (
    <RecordView
      history={{ entityType: 'post', entityId: post.id }}
      list={fromQueue ? POST_QUEUE : POST_LIST}
      listLabel={fromQueue ? 'Needs review' : 'Posts'}
      title="Post Detail"
      actions={
        <>
          {mayModerate ? (
            <PostModeration
              post={post}
              language={language}
              blocked={claim.kind === 'other'}
              openReports={post.status === 'ACTIVE' && !!post.waitingSince}
              queue={fromQueue ? POST_QUEUE : undefined}
            />
          ) : null}
          {mayEdit ? (
            <Link
              to="/post-management/edit/$id"
              params={{ id: post.id }}
              className={buttonVariants({ variant: 'outline' })}
            >
              <Pencil aria-hidden="true" /> Edit
            </Link>
          ) : null}
        </>
      }
    >
      <div className="mb-4 grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold">{post.title}</h2>
          <PostStatusTag status={post.status} />
          {post.marketPrice?.outlier ? <PriceOutlierBadge /> : null}
          {post.reportCount > 0 ? (
            <Badge variant="destructive">
              {post.reportCount} {post.reportCount === 1 ? 'report' : 'reports'}
            </Badge>
          ) : null}
        </div>
        <p className="text-sm text-muted-foreground">
          <span className="font-mono" title={post.id}>
            {postShortCode(post.id)}
          </span>{' '}
          · {post.totalView.toLocaleString('en-US')} views · created {formatTimeDate(post.createdAt)}
          {post.waitingSince ? ` · waiting ${formatDistanceToNowStrict(new Date(post.waitingSince))}` : ''}
        </p>
        {post.statusReasonRejected?.note ? (
          <p className="text-sm">
            <span className="text-muted-foreground">
              {post.statusReasonRejected.reason
                ? `${POST_REASON_LABELS[post.statusReasonRejected.reason]}: `
                : 'Note: '}
            </span>
            {post.statusReasonRejected.note}
          </p>
        ) : null}
        <ClaimBanner state={claim} />
      </div>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-4">
          <Section title="Photos and video">
            <PostGallery
              title={post.title}
              medias={post.medias}
              hidePlateMedias={post.hidePlateMedias}
              videoUrl={post.videoUrl}
            />
          </Section>
          <DetailCard
            title="Car"
            rows={[
              ['Brand', dash(post.brand?.name)],
              ['Model', dash(post.model?.name)],
              ['Version', dash(post.version?.name)],
              ['Body type', dash(post.bodyType?.name)],
              ['Colour', dash(post.colour?.name)],
              ['Fuel', dash(post.fuelType?.name)],
              ['Fuel economy', dash(post.fuelEconomy?.nameEn ?? post.fuelEconomy?.nameVi)],
              ['Drive', dash(post.driverType?.nameEn)],
              ['Transmission', labelOf(TRANSMISSION_LABELS, post.transmission)],
              ['Seats', dash(post.seat?.name)],
              ['Doors', dash(post.door?.name)],
              ['Year', post.year ? String(post.year) : '-'],
              [
                'Odometer',
                post.odometer === null || post.odometer === undefined
                  ? '-'
                  : `${post.odometer.toLocaleString('en-US')} km`,
              ],
              ['Condition', labelOf(CONDITION_LABELS, post.condition)],
            ]}
          />
          <DetailCard
            title="Price"
            rows={[
              ['Price', priceText(post.price, post.currency)],
              ['Hidden price', priceText(post.hiddenPrice, post.currency)],
              ['Show hidden price', yesNo(post.showHiddenPrice)],
              ['Tax included', yesNo(post.includeTax)],
              ['Currency', post.currency],
              ['Accepts offers', yesNo(post.offer)],
            ]}
          />
          <DetailCard
            title="Paperwork"
            rows={[
              [
                'Registration plate',
                <span key="plate" className="inline-flex items-center gap-2">
                  {dash(post.regPlate)}
                  {post.plateHidden ? <Badge variant="secondary">Hidden from buyers</Badge> : null}
                </span>,
              ],
              ['Registration expiry', formatDate(post.regExprice)],
              ['Inspection', labelOf(INSPECTION_LABELS, post.inspection)],
              ['Roadworthy certificate', yesNo(post.roadworthyCeftificate)],
              ['Remote assessment', yesNo(post.remoteAssessment)],
            ]}
          />
          <Section title="Location and description">
            <DetailFields
              rows={[
                ['Location', locationText(post.city, post.countryCode)],
                [
                  'Description',
                  <p key="description" className="whitespace-pre-wrap">
                    {post.description || '-'}
                  </p>,
                ],
              ]}
            />
          </Section>
        </div>

        <div className="grid content-start gap-4">
          {post.pendingEdit ? (
            <Section title="Edit waiting for review">
              <PendingEdit edit={post.pendingEdit} />
            </Section>
          ) : null}
          <Section title="Seller">
            {poster ? (
              <div className="grid gap-1 text-sm">
                <MemberLink id={poster.id} className="font-medium">
                  {createdByName(poster)}
                </MemberLink>
                <span className="text-muted-foreground">{poster.email ?? '-'}</span>
                <span className="tabular-nums text-muted-foreground">{createdByPhone(poster)}</span>
                <Link
                  to="/post-management/list"
                  search={{ userId: poster.id }}
                  className="text-primary hover:underline"
                >
                  {post.sellerPostCount} other {post.sellerPostCount === 1 ? 'post' : 'posts'}
                </Link>
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">The seller's account is gone.</p>
            )}
          </Section>
          <Section title="Price check">
            <PriceCheck price={post.price} currency={post.currency} check={post.marketPrice} />
          </Section>
          <Section title={`Reports${post.reportCount > 0 ? ` (${post.reportCount.toString()})` : ''}`}>
            <Reports reports={post.reports} />
          </Section>
          <Section title="Status history">
            <StatusHistory rows={post.statusHistory} />
          </Section>
        </div>
      </div>
    </RecordView>
  );
}
