import { Check, X } from 'lucide-react';
import { DialogButton } from '@/components/actions/dialog-button';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { TransferRowFragment } from '@/gql/graphql';
import { formatTransferAmount } from '@/lib/format';
import { RejectDialog } from './reject-dialog';
import { useDeciding, type DecideTransfer } from './transfer-decision';

/** SPEC §4: Approve and Reject only on new rows; 'Done' on other rows without a reason; nothing otherwise. */
export function TransferActions(props: {
  row: TransferRowFragment;
  requester: string;
  decide: DecideTransfer;
}) {
  const { row, decide } = props;
  // Only this row's buttons wait for its own decision.
  const busy = useDeciding(row.id);

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
          await decide({ id: row.id, approve: true });
        }}
        trigger={
          <Button size="sm" disabled={busy}>
            <Check aria-hidden="true" /> Approve
          </Button>
        }
      />
      <DialogButton
        size="sm"
        variant="outline"
        disabled={busy}
        dialog={(state) => (
          <RejectDialog
            {...state}
            requester={props.requester}
            amount={row.amount}
            onReject={(reason) => decide({ id: row.id, approve: false, moneyTransferReason: reason ?? null })}
          />
        )}
      >
        <X aria-hidden="true" /> Reject
      </DialogButton>
    </div>
  );
}
