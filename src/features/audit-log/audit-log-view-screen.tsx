import { useSuspenseQuery } from '@tanstack/react-query';
import { DetailFields } from '@/components/record/detail-fields';
import { RecordNotFound } from '@/components/record/record-states';
import { RecordView } from '@/components/record/record-view';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { readFragment } from '@/gql';
import { AuditLogDetailFragmentDoc } from '@/gql/graphql';
import { adminGetAuditLogDetailQueryOptions } from '@/gql/hooks';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { actorName } from './audit-log-columns';
import { RecordLink } from './record-link';
import { diffSnapshots } from './snapshot-diff';

export const AUDIT_LOG_LIST = '/audit-log';

/** The not-found state of the view route. */
export function AuditLogNotFound() {
  return <RecordNotFound what="Audit entry" list={AUDIT_LOG_LIST} listLabel="Audit log" />;
}

/** One audit entry: who, what, when and from where, and the record's fields before and after it. */
export function AuditLogViewScreen({ id }: { id: string }) {
  const { data } = useSuspenseQuery(adminGetAuditLogDetailQueryOptions({ id }));
  const e = readFragment(AuditLogDetailFragmentDoc, data.adminGetAuditLogDetail);
  const changes = diffSnapshots(e.before, e.after);
  const changedCount = changes.filter((c) => c.changed).length;
  return (
    <RecordView list={AUDIT_LOG_LIST} listLabel="Audit log" title="Audit entry" actions={null}>
      <div className="grid max-w-5xl gap-6">
        <Card>
          <CardContent className="pt-6">
            <DetailFields
              rows={[
                ['Time', formatDateTime(e.createdAt)],
                ['Actor', actorName(e.actor)],
                [
                  'Action',
                  <span key="action">
                    {e.actionText}{' '}
                    <span className="font-mono text-xs text-muted-foreground">({e.action})</span>
                  </span>,
                ],
                [
                  'Entity type',
                  <span key="type" className="font-mono text-xs">
                    {e.entityType}
                  </span>,
                ],
                ['Entity id', <RecordLink key="id" entityType={e.entityType} entityId={e.entityId} />],
                ['Address', e.ip ?? '-'],
              ]}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Before and after</CardTitle>
            <p className="text-sm text-muted-foreground">
              {changes.length === 0
                ? 'This entry holds no field values.'
                : `${String(changedCount)} of ${String(changes.length)} fields changed; changed fields are highlighted.`}
            </p>
          </CardHeader>
          {changes.length > 0 ? (
            <CardContent>
              <table className="w-full table-fixed border-collapse text-sm">
                <caption className="sr-only">Fields before and after this change</caption>
                <thead>
                  <tr className="border-b text-left text-muted-foreground">
                    <th scope="col" className="w-1/5 py-2 pr-4 font-medium">
                      Field
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Before
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      After
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {changes.map((c) => (
                    <tr
                      key={c.field}
                      className={cn('border-b align-top', c.changed && 'bg-amber-50 dark:bg-amber-950/40')}
                    >
                      <th scope="row" className="py-2 pr-4 text-left font-mono text-xs font-normal">
                        {c.field}
                        {/* A space of its own, so the row reads 'status changed', not 'statuschanged'. */}
                        {c.changed ? ' ' : null}
                        {c.changed ? (
                          <span className="ml-1 rounded bg-amber-200 px-1 font-sans text-[11px] text-amber-950">
                            changed
                          </span>
                        ) : null}
                      </th>
                      <td className="break-words py-2 pr-4 font-mono text-xs">
                        {c.before ?? <span className="text-muted-foreground">—</span>}
                      </td>
                      <td className="break-words py-2 font-mono text-xs">
                        {c.after ?? <span className="text-muted-foreground">—</span>}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </CardContent>
          ) : null}
        </Card>
      </div>
    </RecordView>
  );
}
