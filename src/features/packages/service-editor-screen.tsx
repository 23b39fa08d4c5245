import { useSuspenseQuery } from '@tanstack/react-query';
import type { DefaultValues } from 'react-hook-form';
import { FormPage } from '@/components/form/form-page';
import type { EditRecord } from '@/components/form/edit-conflict';
import { useFormPage } from '@/components/form/use-form-page';
import { RecordNotFound } from '@/components/record/record-states';
import { readFragment } from '@/gql';
import { ServiceFormValuesFragmentDoc } from '@/gql/graphql';
import { adminGetServiceDetailQueryOptions } from '@/gql/hooks';
import { withServiceTerms } from '@/lib/package-terms';
import {
  servicePackageSchema,
  type ServicePackageFormInput,
  type ServicePackageFormValues,
} from '@/rules/packages';
import { useCreateService, useEditService } from './package-actions';
import { ServiceFields } from './service-form';

export const SERVICES_LIST = '/services-package';

/** The not-found state of the view and edit routes (a deleted package cannot be edited). */
export function ServiceNotFound() {
  return <RecordNotFound what="Service package" list={SERVICES_LIST} listLabel="Service Packages" />;
}

function ServiceFormPage(props: {
  title: string;
  submitText: string;
  id?: string;
  record?: EditRecord;
  values: DefaultValues<ServicePackageFormInput>;
}) {
  const { id } = props;
  const create = useCreateService();
  const edit = useEditService();
  const { form, frame } = useFormPage<ServicePackageFormInput, ServicePackageFormValues>({
    schema: servicePackageSchema,
    defaultValues: props.values,
    list: SERVICES_LIST,
    record: props.record,
    onSubmit: (input, editVersion) => (id ? edit.run({ id, input, editVersion }) : create.run({ input })),
  });
  return (
    <FormPage {...frame} title={props.title} listLabel="Service Packages" submitText={props.submitText}>
      <ServiceFields form={form} />
    </FormPage>
  );
}

export function ServiceCreateScreen() {
  return (
    <ServiceFormPage
      title="Create Service Package"
      submitText="Create"
      values={{ description: '', quantity: null, day: null, isActive: true, benefitsItemIds: [] }}
    />
  );
}

/** The edit route's loader has the package in the cache already. */
export function ServiceEditScreen({ id }: { id: string }) {
  const { data, refetch } = useSuspenseQuery(adminGetServiceDetailQueryOptions({ id }));
  const p = withServiceTerms(readFragment(ServiceFormValuesFragmentDoc, data.adminGetServiceDetail));
  return (
    <ServiceFormPage
      title="Edit Service Package"
      submitText="Save"
      id={id}
      record={{ editVersion: p.editVersion, refetch, live: { entity: 'service_package', entityId: p.id } }}
      values={{
        type: p.type,
        description: p.description ?? '',
        quantity: p.quantity,
        day: p.day,
        unitPrice: p.unitPrice ?? 0,
        totalPrice: p.totalPrice ?? 0,
        isActive: p.isActive,
        benefitsItemIds: p.benefitsItems.map((b) => b.id),
      }}
    />
  );
}
