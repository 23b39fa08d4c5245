import { ProgressBar } from '@/components/bulk/progress-bar';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { readFragment } from '@/gql';
import { NotificationDetailFragmentDoc } from '@/gql/graphql';
import { useAdminGetNotificationDetailQuery, useAdminRetryNotificationDeliveriesMutation } from '@/gql/hooks';
import { formatDateTime } from '@/lib/format';
import { useAction } from '@/lib/use-action';
import { audienceLabel, targetLabel, typeLabel } from './notification-labels';

/** While a broadcast is under way the figures refresh on their own. */
const POLL_MS = 1500;

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/** The detail of one notification or email (issue 15 §1): texts, audience, target, sender, delivery. */
export function NotificationDetailDialog(props: { id: string | undefined; onClose: () => void }) {
  const query = useAdminGetNotificationDetailQuery(
    { id: props.id ?? '' },
    {
      enabled: !!props.id,
      refetchInterval: (q) =>
        q.state.data &&
        readFragment(NotificationDetailFragmentDoc, q.state.data.adminGetNotificationDetail).status === 'DONE'
          ? false
          : POLL_MS,
    },
  );
  const retry = useAction(useAdminRetryNotificationDeliveriesMutation, {
    success: 'Failed deliveries queued again',
    invalidates: ['AdminGetNotificationDetail'],
  });
  const n = query.data
    ? readFragment(NotificationDetailFragmentDoc, query.data.adminGetNotificationDetail)
    : null;
  const d = n?.delivery;
  // Device push is a channel of its own; null when none was queued for this broadcast.
  const p = n?.pushDelivery ?? null;
  const failed = (d?.failed ?? 0) + (p?.failed ?? 0);
  // A finished broadcast without a single delivery row has no progress to show: say what happened.
  const reachedNobody = n?.status === 'DONE' && (d?.total ?? 0) + (p?.total ?? 0) === 0;
  return (
    <Dialog open={!!props.id} onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Notification detail</DialogTitle>
          <DialogDescription>
            {n ? `${typeLabel(n.type)} · ${formatDateTime(n.createdAt)}` : 'Loading…'}
          </DialogDescription>
        </DialogHeader>
        {query.isError ? <p role="alert">This notification could not be loaded.</p> : null}
        {n && d ? (
          <div className="grid gap-4">
            <dl className="grid gap-2">
              <Row label="Title Vi">{n.titleVi}</Row>
              <Row label="Title En">{n.titleEn}</Row>
              {n.type === 'EMAIL' ? (
                <Row label="Content">
                  <div
                    className="prose prose-sm max-h-48 overflow-auto rounded border p-2"
                    dangerouslySetInnerHTML={{ __html: n.contentVi ?? '' }}
                  />
                </Row>
              ) : (
                <>
                  <Row label="Content Vi">{n.contentVi}</Row>
                  <Row label="Content En">{n.contentEn}</Row>
                </>
              )}
              <Row label="Audience">
                {n.pickedRecipients ? 'Selected members' : `Send all · ${audienceLabel(n.role)}`}
              </Row>
              {n.type === 'NOTIFICATION' ? (
                <Row label="Target screen">
                  {targetLabel(n.targetScreen)}
                  {n.tagetId ? ` · ${n.targetItemTitle ?? `${n.tagetId} (no longer active)`}` : ''}
                </Row>
              ) : null}
              <Row label="Sender">{n.sender ? `${n.sender.fullName ?? ''} <${n.sender.email}>` : '-'}</Row>
              {n.type === 'NOTIFICATION' && !n.pushConfigured ? (
                <Row label="Push">
                  Push is not configured: in-app notifications are delivered, device push is not.
                </Row>
              ) : null}
            </dl>
            <section aria-label="Delivery" className="grid gap-2 rounded-md border p-3">
              {reachedNobody ? (
                <p className="text-sm" data-testid="delivery-none">
                  {n.recipientCount === null
                    ? 'Sent before deliveries were recorded: there are no figures for it.'
                    : 'Delivered to nobody: no member was in its audience when its recipients were listed.'}
                </p>
              ) : (
                <ProgressBar
                  label={
                    n.status === 'QUEUED'
                      ? 'Listing recipients'
                      : n.status !== 'DONE'
                        ? 'Sending'
                        : failed > 0
                          ? 'Finished, some failed'
                          : 'Delivered'
                  }
                  done={d.sent + d.failed + (p ? p.sent + p.failed : 0)}
                  total={d.total + (p?.total ?? 0)}
                />
              )}
              <dl className={reachedNobody ? 'hidden' : 'grid grid-cols-4 gap-2 text-center text-sm'}>
                {(
                  [
                    ['Queued', d.queued],
                    ['Sent', d.sent],
                    ['Failed', d.failed],
                    ['Read', d.read],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label}>
                    <dt className="text-muted-foreground">{label}</dt>
                    <dd className="text-lg font-semibold" data-testid={`delivery-${label.toLowerCase()}`}>
                      {value.toLocaleString('en-US')}
                    </dd>
                  </div>
                ))}
              </dl>
              {p ? (
                <div role="group" aria-label="Push" className="grid grid-cols-4 gap-2 text-center text-sm">
                  <span className="self-center text-muted-foreground">Push</span>
                  <dl className="contents">
                    {(
                      [
                        ['Queued', p.queued],
                        ['Sent', p.sent],
                        ['Failed', p.failed],
                      ] as const
                    ).map(([label, value]) => (
                      <div key={label}>
                        <dt className="text-muted-foreground">{label}</dt>
                        <dd className="text-lg font-semibold" data-testid={`push-${label.toLowerCase()}`}>
                          {value.toLocaleString('en-US')}
                        </dd>
                      </div>
                    ))}
                  </dl>
                </div>
              ) : null}
              {failed > 0 ? (
                <div className="flex items-center justify-between gap-2 text-sm">
                  <span className="text-destructive">{d.lastError ?? p?.lastError}</span>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={retry.isPending}
                    onClick={() => void retry.run({ id: n.id })}
                  >
                    Retry failed
                  </Button>
                </div>
              ) : null}
            </section>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
