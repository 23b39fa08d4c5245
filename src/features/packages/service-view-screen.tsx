import { useSuspenseQuery } from '@tanstack/react-query';
import { ActiveBadge } from '@/components/record/active-badge';
import { DetailCard } from '@/components/record/detail-fields';
import { DeleteRecord, EditLink, RecordView } from '@/components/record/record-view';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { readFragment } from '@/gql';
import { ServiceDetailFragmentDoc } from '@/gql/graphql';
import { adminGetServiceDetailQueryOptions } from '@/gql/hooks';
import { formatDateTime, formatVnd } from '@/lib/format';
import { BENEFIT_TYPE_LABELS, SERVICE_PACKAGE_TYPE_LABELS } from '@/lib/package-labels';
import { formatCount, packageName } from '@/lib/package-name';
import { withServiceTerms } from '@/lib/package-terms';
import { useDeleteService } from './package-actions';
import type { ServicesSearch } from './packages-search';
import { SERVICES_LIST } from './service-editor-screen';

/** /service-package/view/$id: the package, its terms and benefit items; edit and delete from here too. */
export function ServiceViewScreen(props: { id: string; search: ServicesSearch }) {
  const remove = useDeleteService();
  const { data } = useSuspenseQuery(adminGetServiceDetailQueryOptions({ id: props.id }));
  const p = withServiceTerms(readFragment(ServiceDetailFragmentDoc, data.adminGetServiceDetail));
  const name = packageName(p);
  return (
    <RecordView
      history={{ entityType: 'service_package', entityId: p.id }}
      list={SERVICES_LIST}
      listLabel="Service Packages"
      title={name}
      actions={
        p.isDeleted ? (
          <Badge variant="destructive">Deleted</Badge>
        ) : (
          <>
            <EditLink to="/service-package/edit/$id" params={{ id: p.id }} search={props.search} />
            <DeleteRecord list={SERVICES_LIST} name={name} onConfirm={() => remove.run({ id: p.id })} />
          </>
        )
      }
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <DetailCard
          title="Package"
          rows={[
            ['Package ID', <span className="font-mono text-xs">{p.id}</span>],
            ['Type', SERVICE_PACKAGE_TYPE_LABELS[p.type]],
            ['Description', p.description || '-'],
            ['Quantity', formatCount(p.quantity)],
            ['Number of days', formatCount(p.day)],
            ['Unit fee', formatVnd(p.unitPrice)],
            ['Package fee', formatVnd(p.totalPrice)],
            ['Status', <ActiveBadge active={p.isActive} />],
            ['Created', formatDateTime(p.createdAt)],
            ['Updated', formatDateTime(p.updatedAt)],
          ]}
        />
        <Card>
          <CardHeader>
            <CardTitle>Benefit items ({p.benefitsItems.length})</CardTitle>
          </CardHeader>
          <CardContent>
            {p.benefitsItems.length === 0 ? (
              <p className="text-sm text-muted-foreground">This package lists no benefit items.</p>
            ) : (
              <ul className="grid gap-2 text-sm">
                {p.benefitsItems.map((b) => (
                  <li key={b.id} className="flex flex-wrap items-start gap-x-2 gap-y-1">
                    {/* A long type label goes under the title rather than squeezing it. */}
                    <span className="min-w-48 flex-1">{b.title}</span>
                    <Badge variant="outline">{BENEFIT_TYPE_LABELS[b.type]}</Badge>
                    {b.isActive ? null : <Badge variant="secondary">Inactive</Badge>}
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </RecordView>
  );
}
