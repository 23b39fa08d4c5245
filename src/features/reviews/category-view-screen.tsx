import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ActiveBadge } from '@/components/record/active-badge';
import { DetailCard } from '@/components/record/detail-fields';
import { RecordNotFound } from '@/components/record/record-states';
import { DeleteRecord, EditLink, RecordView } from '@/components/record/record-view';
import { readFragment } from '@/gql';
import { ReviewCategoryRowFragmentDoc } from '@/gql/graphql';
import { adminGetReviewCategoryDetailQueryOptions } from '@/gql/hooks';
import { useDeleteReviewCategory } from './review-actions';

export const CATEGORIES_LIST = '/category-management/lists';

export function ReviewCategoryNotFound() {
  return <RecordNotFound what="Review category" list={CATEGORIES_LIST} listLabel="Review Categories" />;
}

export function ReviewCategoryViewScreen({ id }: { id: string }) {
  const remove = useDeleteReviewCategory();
  const { data } = useSuspenseQuery(adminGetReviewCategoryDetailQueryOptions({ id }));
  const c = readFragment(ReviewCategoryRowFragmentDoc, data.adminGetReviewCategoryDetail);
  return (
    <RecordView
      history={{ entityType: 'review_category', entityId: c.id }}
      list={CATEGORIES_LIST}
      listLabel="Review Categories"
      title={c.nameVi}
      actions={
        <>
          <EditLink to="/category-management/edit/$id" params={{ id: c.id }} />
          <DeleteRecord
            list={CATEGORIES_LIST}
            name={c.nameVi}
            description={
              c.total
                ? `${c.nameVi} is used by ${String(c.total)} ${c.total === 1 ? 'review' : 'reviews'}; it cannot be deleted until they move.`
                : `${c.nameVi} will be deleted.`
            }
            onConfirm={() => remove.run({ id: c.id })}
          />
        </>
      }
    >
      <div className="max-w-3xl">
        <DetailCard
          title="Review category"
          rows={[
            ['Name VI', c.nameVi],
            ['Name EN', c.nameEn],
            ['Slug', <code key="slug">{c.slug}</code>],
            ['Status', <ActiveBadge key="status" active={c.isActive} />],
            [
              'Total',
              <Link
                key="total"
                to="/reviews/list"
                search={{ category: c.id }}
                className="text-primary underline-offset-4 hover:underline"
              >
                {c.total.toLocaleString('en-US')} {c.total === 1 ? 'review' : 'reviews'}
              </Link>,
            ],
          ]}
        />
      </div>
    </RecordView>
  );
}
