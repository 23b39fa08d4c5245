import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Pencil, Trash2 } from 'lucide-react';
import { ConfirmDelete } from '@/components/actions/confirm-delete';
import { PageHeader } from '@/components/layout/page-header';
import { BackLink, useBackToList } from '@/components/record/back-link';
import { DetailFields } from '@/components/record/detail-fields';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { readFragment } from '@/gql';
import { ServiceDetailFragmentDoc } from '@/gql/graphql';
import { adminGetServiceDetailQueryOptions } from '@/gql/hooks';
import { formatDateTime, formatVnd } from '@/lib/format';
import { activeLabel, BENEFIT_TYPE_LABELS, SERVICE_PACKAGE_TYPE_LABELS } from '@/lib/package-labels';
import { formatCount, packageName } from '@/lib/package-name';
import { withServiceTerms } from '@/lib/package-terms';
import { useDeleteService } from './package-actions';
import type { ServicesSearch } from './packages-search';
import { SERVICES_LIST } from './service-editor-screen';

/** /service-package/view/$id: the package, its terms and benefit items; edit and delete from here too. */
export function ServiceViewScreen(props: { id: string; search: ServicesSearch }) {
  const back = useBackToList(SERVICES_LIST);
  const remove = useDeleteService();
  const { data } = useSuspenseQuery(adminGetServiceDetailQueryOptions({ id: props.id }));
  const p = withServiceTerms(readFragment(ServiceDetailFragmentDoc, data.adminGetServiceDetail));
  const name = packageName(p);
  return (
    <section>
      <BackLink list={SERVICES_LIST} label="Service Packages" />
      <PageHeader
        title={name}
        actions={
          p.isDeleted ? (
            <Badge variant="destructive">Deleted</Badge>
          ) : (
            <>
              <Link
                to="/service-package/edit/$id"
                params={{ id: p.id }}
                search={props.search}
                className={buttonVariants({ variant: 'outline' })}
              >
                <Pencil aria-hidden="true" /> Edit
              </Link>
              <ConfirmDelete
                name={name}
                onConfirm={() => remove.run({ id: p.id })}
                onDeleted={() => void back({ replace: true })}
                trigger={
                  <Button variant="destructive">
                    <Trash2 aria-hidden="true" /> Delete
                  </Button>
                }
              />
            </>
          )
        }
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Package</CardTitle>
          </CardHeader>
          <CardContent>
            <DetailFields
              rows={[
                ['Package ID', <span className="font-mono text-xs">{p.id}</span>],
                ['Type', SERVICE_PACKAGE_TYPE_LABELS[p.type]],
                ['Description', p.description || '-'],
                ['Quantity', formatCount(p.quantity)],
                ['Number of days', formatCount(p.day)],
                ['Unit fee', formatVnd(p.unitPrice)],
                ['Package fee', formatVnd(p.totalPrice)],
                [
                  'Status',
                  <Badge variant={p.isActive ? 'success' : 'secondary'}>{activeLabel(p.isActive)}</Badge>,
                ],
                ['Created', formatDateTime(p.createdAt)],
                ['Updated', formatDateTime(p.updatedAt)],
              ]}
            />
          </CardContent>
        </Card>
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
    </section>
  );
}
