import { Check, X } from 'lucide-react';
import { DialogButton } from '@/components/actions/dialog-button';
import type { TransferRowFragment } from '@/gql/graphql';
import { useCan } from '@/components/layout/permissions';
import { approvedByMe } from './approvals';
import { ApproveDialog } from './approve-dialog';
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
  const mayDecide = useCan('transfers.approve');

  if (row.status !== 'new') {
    return row.moneyTransferReason ? null : <span className="text-sm text-muted-foreground">Done</span>;
  }
  // Support reads transfers but decides none (src/rules/permissions.ts).
  if (!mayDecide) return null;
  // The admin who gave the first of two approvals cannot give the second (the server refuses it too).
  const mine = approvedByMe(row);
  return (
    <div className="flex items-center gap-2">
      <DialogButton
        size="sm"
        disabled={busy || mine}
        title={mine ? 'You gave the first approval: the second must come from another admin' : undefined}
        dialog={(state) => (
          <ApproveDialog
            {...state}
            request={row}
            requester={props.requester}
            busy={busy}
            onApprove={() => decide({ id: row.id, approve: true })}
          />
        )}
      >
        <Check aria-hidden="true" /> Approve
      </DialogButton>
      <DialogButton
        size="sm"
        variant="outline"
        disabled={busy}
        dialog={(state) => (
          <RejectDialog
            {...state}
            request={row}
            requester={props.requester}
            onReject={(reason) => decide({ id: row.id, approve: false, moneyTransferReason: reason ?? null })}
          />
        )}
      >
        <X aria-hidden="true" /> Reject
      </DialogButton>
    </div>
  );
}
