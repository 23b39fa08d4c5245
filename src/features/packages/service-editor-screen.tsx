import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { notify } from '@/components/feedback/notify';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import {
  useAdminCreateServicesMutation,
  useAdminEditServicesMutation,
  useAdminGetServiceDetailQuery,
} from '@/gql/hooks';
import { reportError } from '@/lib/error-mapper';
import type { ServicePackageFormValues } from '@/rules/packages';
import { DetailProblem, isMissing } from './detail-problem';
import { EMPTY_SERVICE, ServiceForm } from './service-form';
import type { ServicesSearch } from './services-search';

export const SERVICE_CREATED = 'Service package created';
export const SERVICE_SAVED = 'Service package saved';

export function BackToServices({ search }: { search: ServicesSearch }) {
  return (
    <Link
      to="/services-package"
      search={search}
      className="mb-3 inline-flex items-center gap-1 text-sm text-primary hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" /> Back to Service Packages
    </Link>
  );
}

function Frame(props: { title: string; search: ServicesSearch; children: ReactNode }) {
  return (
    <section>
      <BackToServices search={props.search} />
      <PageHeader title={props.title} />
      <Card>
        <CardContent className="pt-6">{props.children}</CardContent>
      </Card>
    </section>
  );
}

function useSaved(done: () => void) {
  const queryClient = useQueryClient();
  return async (message: string) => {
    notify.success({ title: message });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['AdminGetServices'] }),
      queryClient.invalidateQueries({ queryKey: ['AdminGetServiceDetail'] }),
    ]);
    done();
  };
}

/** /service-package/create; the list's query comes along so saving or cancelling returns to it. */
export function ServiceCreateScreen(props: { search: ServicesSearch; done: () => void }) {
  const create = useAdminCreateServicesMutation();
  const saved = useSaved(props.done);
  const onSubmit = async (input: ServicePackageFormValues) => {
    try {
      await create.mutateAsync({ input });
    } catch (e) {
      reportError(e);
      throw e;
    }
    await saved(SERVICE_CREATED);
  };
  return (
    <Frame title="Create Service Package" search={props.search}>
      <ServiceForm
        defaultValues={EMPTY_SERVICE}
        submitText="Create"
        onSubmit={onSubmit}
        onCancel={props.done}
      />
    </Frame>
  );
}

/** /service-package/edit/$id: "edit keeps the query" (SPEC §2.9), so done() goes back to the same list page. */
export function ServiceEditScreen(props: { id: string; search: ServicesSearch; done: () => void }) {
  const query = useAdminGetServiceDetailQuery({ id: props.id }, { retry: (n, e) => !isMissing(e) && n < 2 });
  const edit = useAdminEditServicesMutation();
  const saved = useSaved(props.done);
  const onSubmit = async (input: ServicePackageFormValues) => {
    try {
      await edit.mutateAsync({ id: props.id, input });
    } catch (e) {
      reportError(e);
      throw e;
    }
    await saved(SERVICE_SAVED);
  };

  let body: ReactNode;
  if (query.isPending) body = <Skeleton className="h-96 w-full" />;
  else if (query.error || query.data.adminGetServiceDetail.isDeleted)
    body = <DetailProblem error={query.error} what="Service package" onRetry={() => void query.refetch()} />;
  else {
    const p = query.data.adminGetServiceDetail;
    body = (
      <ServiceForm
        key={p.id}
        defaultValues={{
          type: p.type,
          description: p.description ?? '',
          quantity: p.quantity,
          day: p.day,
          unitPrice: p.unitPrice ?? 0,
          totalPrice: p.totalPrice ?? 0,
          isActive: p.isActive,
          benefitsItemIds: p.benefitsItems.map((b) => b.id),
        }}
        submitText="Save"
        onSubmit={onSubmit}
        onCancel={props.done}
      />
    );
  }
  return (
    <Frame title="Edit Service Package" search={props.search}>
      {body}
    </Frame>
  );
}
