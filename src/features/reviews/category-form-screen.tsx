import { useSuspenseQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { SwitchField, TextField } from '@/components/form/fields';
import { FormPage } from '@/components/form/form-page';
import type { EditRecord } from '@/components/form/edit-conflict';
import { useFormPage } from '@/components/form/use-form-page';
import { readFragment } from '@/gql';
import { ReviewCategoryRowFragmentDoc } from '@/gql/graphql';
import { adminGetReviewCategoryDetailQueryOptions } from '@/gql/hooks';
import { reviewCategorySchema, type ReviewCategoryInput } from '@/rules/reviews';
import { slugify } from '@/rules/slug';
import { CATEGORIES_LIST } from './category-view-screen';
import { useCreateReviewCategory, useEditReviewCategory } from './review-actions';

function CategoryFormPage(props: {
  title: string;
  submitText: string;
  id?: string;
  record?: EditRecord;
  values: ReviewCategoryInput;
  savedSlug: string | null;
}) {
  const { id } = props;
  const create = useCreateReviewCategory();
  const edit = useEditReviewCategory();
  const { form, frame } = useFormPage({
    schema: reviewCategorySchema,
    defaultValues: props.values,
    list: CATEGORIES_LIST,
    record: props.record,
    onSubmit: (input, editVersion) => (id ? edit.run({ id, input, editVersion }) : create.run({ input })),
  });
  const nameVi = useWatch({ control: form.control, name: 'nameVi' });
  return (
    <FormPage {...frame} title={props.title} listLabel="Review Categories" submitText={props.submitText}>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField form={form} name="nameVi" id="category-name-vi" label="Name VI" autoComplete="off" />
        <TextField form={form} name="nameEn" id="category-name-en" label="Name EN" autoComplete="off" />
        <TextField
          form={form}
          name="slug"
          id="category-slug"
          label="Slug"
          required={false}
          autoComplete="off"
          placeholder={props.savedSlug ?? (slugify(nameVi ?? '') || 'made-from-name-vi')}
          hint={
            props.savedSlug ? 'Leave empty to keep the current slug.' : 'Made from Name VI when left empty.'
          }
        />
        <div className="flex items-end pb-2">
          <SwitchField form={form} name="isActive" label="Active" />
        </div>
      </div>
    </FormPage>
  );
}

export function CreateReviewCategoryScreen() {
  return (
    <CategoryFormPage
      title="Create Review Category"
      submitText="Create"
      values={{ nameVi: '', nameEn: '', slug: '', isActive: true }}
      savedSlug={null}
    />
  );
}

export function EditReviewCategoryScreen({ id }: { id: string }) {
  const { data, refetch } = useSuspenseQuery(adminGetReviewCategoryDetailQueryOptions({ id }));
  const c = readFragment(ReviewCategoryRowFragmentDoc, data.adminGetReviewCategoryDetail);
  return (
    <CategoryFormPage
      title="Edit Review Category"
      submitText="Save"
      id={id}
      record={{ editVersion: c.editVersion, refetch, live: { entity: 'review_category', entityId: c.id } }}
      values={{ nameVi: c.nameVi, nameEn: c.nameEn, slug: '', isActive: c.isActive }}
      savedSlug={c.slug}
    />
  );
}
