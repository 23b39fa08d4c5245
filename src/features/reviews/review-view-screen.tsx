import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ActiveBadge } from '@/components/record/active-badge';
import { DetailCard } from '@/components/record/detail-fields';
import { ImageGrid } from '@/components/record/image-grid';
import { RecordNotFound } from '@/components/record/record-states';
import { DeleteRecord, EditLink, RecordView } from '@/components/record/record-view';
import { RichTextView } from '@/components/rich-text/rich-text-view';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { readFragment } from '@/gql';
import { ReviewDetailFragmentDoc } from '@/gql/graphql';
import { adminGetReviewDetailQueryOptions } from '@/gql/hooks';
import { formatDateTime } from '@/lib/format';
import { useDeleteReview } from './review-actions';
import { EnMissing } from './en-missing';

export const REVIEWS_LIST = '/reviews/list';

/** The not-found state of the view and edit routes. */
export function ReviewNotFound() {
  return <RecordNotFound what="Review" list={REVIEWS_LIST} listLabel="Reviews" />;
}

function Language({ lang, children }: { lang: 'VI' | 'EN'; children: ReactNode }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{lang === 'VI' ? 'Tiếng Việt (VI)' : 'English (EN)'}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

function Part({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <h3 className="text-xs font-medium text-muted-foreground">{label}</h3>
      {children}
    </div>
  );
}

/** A review as written: VI and EN side by side, then its category, car models, slug and pictures. */
export function ReviewViewScreen({ id }: { id: string }) {
  const remove = useDeleteReview();
  const { data } = useSuspenseQuery(adminGetReviewDetailQueryOptions({ id }));
  const r = readFragment(ReviewDetailFragmentDoc, data.adminGetReviewDetail);
  const category = r.categories[0];
  const thumbnail = r.thumnailMedia;
  return (
    <RecordView
      history={{ entityType: 'review', entityId: r.id }}
      list={REVIEWS_LIST}
      listLabel="Reviews"
      title={r.nameVi}
      actions={
        <>
          <EditLink to="/reviews/edit/$id" params={{ id: r.id }} />
          <DeleteRecord
            list={REVIEWS_LIST}
            name={r.nameVi}
            description={`${r.nameVi} will be deleted.`}
            onConfirm={() => remove.run({ id: r.id })}
          />
        </>
      }
    >
      <div className="grid gap-4">
        <DetailCard
          title="Review"
          rows={[
            ['Category', category ? `${category.nameVi} / ${category.nameEn}` : '-'],
            [
              'Car models',
              r.carModels.length
                ? r.carModels.map((m) => [m.brandMeta?.name, m.name].filter(Boolean).join(' ')).join(', ')
                : '-',
            ],
            ['Slug', <code key="slug">{r.slug}</code>],
            ['Status', <ActiveBadge key="status" active={r.isActive} />],
            ['Created date', formatDateTime(r.createdAt)],
            ['Last updated', formatDateTime(r.updatedAt)],
            [
              'Thumbnail',
              thumbnail ? (
                <img
                  key="thumb"
                  src={thumbnail.filePathLG ?? thumbnail.filePathOriginal}
                  alt={`${r.nameVi} thumbnail`}
                  className="h-32 rounded-md border object-cover"
                />
              ) : (
                '-'
              ),
            ],
          ]}
        />
        <div className="grid gap-4 lg:grid-cols-2">
          <Language lang="VI">
            <Part label="Title">
              <p className="font-medium">{r.nameVi}</p>
            </Part>
            <Part label="Description">
              <p className="text-sm">{r.descriptionVi || '-'}</p>
            </Part>
            <Part label="Content">
              <RichTextView html={r.contentVi} />
            </Part>
          </Language>
          <Language lang="EN">
            <Part label="Title">{r.nameEn ? <p className="font-medium">{r.nameEn}</p> : <EnMissing />}</Part>
            <Part label="Description">
              {r.descriptionEn ? <p className="text-sm">{r.descriptionEn}</p> : <EnMissing />}
            </Part>
            <Part label="Content">{r.contentEn ? <RichTextView html={r.contentEn} /> : <EnMissing />}</Part>
          </Language>
        </div>
        <Card>
          <CardHeader>
            <CardTitle>Media</CardTitle>
          </CardHeader>
          <CardContent>
            <ImageGrid
              images={r.medias.filter((m) => m.mimeType.startsWith('image/'))}
              alt={(i) => `${r.nameVi} photo ${String(i + 1)}`}
              emptyText="No media"
            />
          </CardContent>
        </Card>
      </div>
    </RecordView>
  );
}
