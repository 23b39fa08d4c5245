import { Link } from '@tanstack/react-router';
import { Pencil, Trash2 } from 'lucide-react';
import { PageHeader } from '@/components/layout/page-header';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminGetServiceDetailQuery } from '@/gql/hooks';
import { formatDateTime, formatVnd } from '@/lib/format';
import { DetailFields } from './detail-fields';
import { DetailProblem, isMissing } from './detail-problem';
import { activeLabel, BENEFIT_TYPE_LABELS, SERVICE_PACKAGE_TYPE_LABELS } from '@/lib/package-labels';
import { formatCount, packageName } from '@/lib/package-name';
import { BackToServices } from './service-editor-screen';
import type { ServicesSearch } from './services-search';
import { useServiceActions } from './use-service-actions';

/** /service-package/view/$id: the package, its terms and benefit items; edit and delete from here too. */
export function ServiceViewScreen(props: { id: string; search: ServicesSearch; deleted: () => void }) {
  const query = useAdminGetServiceDetailQuery({ id: props.id }, { retry: (n, e) => !isMissing(e) && n < 2 });
  const { deleteService } = useServiceActions();

  if (query.isPending || query.error) {
    return (
      <section>
        <BackToServices search={props.search} />
        {query.isPending ? (
          <Skeleton className="h-96 w-full" />
        ) : (
          <DetailProblem error={query.error} what="Service package" onRetry={() => void query.refetch()} />
        )}
      </section>
    );
  }
  const p = query.data.adminGetServiceDetail;
  return (
    <section>
      <BackToServices search={props.search} />
      <PageHeader
        title={packageName(p)}
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
              <ConfirmDialog
                okText="Delete"
                destructive
                onConfirm={async () => {
                  if (await deleteService(p.id)) props.deleted();
                }}
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
                  <li key={b.id} className="flex items-start gap-2">
                    <span className="flex-1">{b.title}</span>
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
