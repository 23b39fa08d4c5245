import { useMemo } from 'react';
import type { BulkAction, ListBulk } from '@/components/data-table/selection';
import { DialogForm, FormDialog, useDialogForm } from '@/components/form/form-dialog';
import type { TransferRowFragment } from '@/gql/graphql';
import { useAdminBulkUpdateUserTransferRequestsMutation } from '@/gql/hooks';
import { bulkAnswer, countOf } from '@/lib/bulk-answer';
import { displayName, formatTransferAmount } from '@/lib/format';
import { useAction } from '@/lib/use-action';
import { rejectReasonSchema } from '@/rules/transfers';
import { RejectReasonField } from './reject-dialog';
import { TRANSFER_QUERIES } from './transfer-decision';

const requests = (n: number) => countOf(n, 'transfer request', 'transfer requests');

/**
 * The Transfer Request list's bulk actions (issue 25 §2): approve and reject. Each request is decided as on
 * its own, under the rules in force: at or above the two-approval threshold an approve is the first of two
 * (or completes another admin's), the role's daily limit refuses what goes past it, the step-up dialog asks
 * first when the last proof is old (the field requires it), and a request decided meanwhile is refused.
 */
export function useTransferBulk(): ListBulk<TransferRowFragment> {
  const { run } = useAction(useAdminBulkUpdateUserTransferRequestsMutation, {
    invalidates: TRANSFER_QUERIES,
  });
  return useMemo(() => {
    const decide = (approve: boolean, reason?: string) => async (rows: readonly TransferRowFragment[]) =>
      bulkAnswer(
        await run({ ids: rows.map((r) => r.id), approve, moneyTransferReason: reason ?? null }),
        (d) => d.adminBulkUpdateUserTransferRequests,
      );
    const actions: BulkAction<TransferRowFragment>[] = [
      {
        label: 'Approve',
        permission: 'transfers.approve',
        confirm: (n) => ({
          title: `Approve ${requests(n)}?`,
          description:
            'Each is approved as on its own: a large amount gets your approval and waits for a second admin, and your daily approval limit applies.',
          okText: 'Approve',
        }),
        run: decide(true),
        done: (n) => `${requests(n)} approved`,
        failed: (n) => `${requests(n)} not approved`,
      },
      {
        label: 'Reject',
        permission: 'transfers.approve',
        destructive: true,
        dialog: (props) => (
          <BulkRejectDialog {...props} onReject={(reason) => props.submit(decide(false, reason))} />
        ),
        done: (n) => `${requests(n)} rejected`,
        failed: (n) => `${requests(n)} not rejected`,
      },
    ];
    return {
      rowName: (r) => `${r.users ? displayName(r.users) : 'request'} (${formatTransferAmount(r.amount)})`,
      actions,
    };
  }, [run]);
}

/** One reason for every request rejected (SPEC §2.11: typed in a text area, no minimum). */
function BulkRejectDialog(props: {
  count: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onReject: (reason: string | undefined) => Promise<void>;
}) {
  const { form, frame } = useDialogForm({
    schema: rejectReasonSchema,
    defaultValues: { moneyTransferReason: '' },
    onSubmit: async (values) => {
      await props.onReject(values.moneyTransferReason);
      return { ok: true, data: null };
    },
    onClose: () => props.onOpenChange(false),
  });
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      isSaving={frame.isSaving}
      title={`Reject ${requests(props.count)}`}
      description="One reason for all of them"
    >
      <DialogForm {...frame} submitText="Reject" destructive>
        <RejectReasonField
          form={form}
          id="bulk-reject-reason"
          placeholder="Why are these transfers rejected?"
        />
      </DialogForm>
    </FormDialog>
  );
}
