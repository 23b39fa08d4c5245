import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatTransferAmount } from '@/lib/format';
import { RejectDialog } from './reject-dialog';
import type { TransferRow } from './transfer-columns';
import { useTransferDecision } from './use-transfer-decision';

/** SPEC §4: Approve and Reject only on new rows; 'Done' on other rows without a reason; nothing otherwise. */
export function TransferActions(props: { row: TransferRow; requester: string }) {
  const { row } = props;
  const { decide, isPending } = useTransferDecision();
  const [rejecting, setRejecting] = useState(false);

  if (row.status !== 'new') {
    return row.moneyTransferReason ? null : <span className="text-sm text-muted-foreground">Done</span>;
  }
  return (
    <div className="flex items-center gap-2">
      <ConfirmDialog
        title="Approve this transfer request?"
        description={`${formatTransferAmount(row.amount)} will be added to the balance of ${props.requester}.`}
        okText="Approve"
        onConfirm={async () => {
          await decide(row.id, true);
        }}
        trigger={
          <Button size="sm" disabled={isPending}>
            <Check aria-hidden="true" /> Approve
          </Button>
        }
      />
      <Button size="sm" variant="outline" disabled={isPending} onClick={() => setRejecting(true)}>
        <X aria-hidden="true" /> Reject
      </Button>
      <RejectDialog
        open={rejecting}
        onOpenChange={setRejecting}
        requester={props.requester}
        amount={row.amount}
        onReject={(reason) => decide(row.id, false, reason)}
      />
    </div>
  );
}
