import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { EditConflictPanel, useEditConflict, type EditRecord } from '@/components/form/edit-conflict';
import { NumberField } from '@/components/form/fields';
import { useZodForm } from '@/components/form/use-zod-form';
import { useCan } from '@/components/layout/permissions';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import {
  adminTransferApprovalSettingsQueryOptions,
  useAdminEditTransferApprovalSettingsMutation,
} from '@/gql/hooks';
import { formatVnd } from '@/lib/format';
import { useAction } from '@/lib/use-action';
import { transferApprovalSettingsSchema, type TransferApprovalSettingsForm } from '@/rules/transfers';

export const THRESHOLD_SAVED_MESSAGE = 'Two-approval threshold saved';
const FIELD_ID = 'two-approval-threshold';

type Values = TransferApprovalSettingsForm;
type Saved = { twoApprovalThreshold: number };

/**
 * Not named in SPEC (issue 26 §3): the amount from which a transfer request needs two approvals by two
 * different admins. Read by whoever opens Settings; changed only with `transfers.configure`, so an approver
 * cannot lift their own control (docs/money.md#two-approvals).
 */
export function TransferApprovalCard() {
  const query = useQuery(adminTransferApprovalSettingsQueryOptions());
  const settings = query.data?.adminTransferApprovalSettings;
  return (
    <Card>
      <CardHeader>
        <CardTitle id="transfer-approvals-title">Transfer approvals</CardTitle>
        <CardDescription>
          Transfer requests of this amount or more need two approvals, by two different admins. Below it, one
          approval is enough.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {query.isError ? (
          <p className="flex items-center gap-2 text-sm text-destructive">
            The threshold could not be loaded.
            <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </p>
        ) : settings === undefined ? (
          <div aria-busy="true" className="grid max-w-md gap-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-9 w-full" />
          </div>
        ) : (
          // Not keyed by the saved value: the form kit follows the saved threshold until the admin types,
          // and a save over another admin's newer one is refused with both shown (docs/conflicts.md).
          <ThresholdForm
            threshold={settings.twoApprovalThreshold}
            record={{ editVersion: settings.editVersion, refetch: query.refetch }}
          />
        )}
      </CardContent>
    </Card>
  );
}

function ThresholdForm(props: { threshold: number; record: EditRecord }) {
  const mayChange = useCan('transfers.configure');
  const { run } = useAction(useAdminEditTransferApprovalSettingsMutation, {
    success: THRESHOLD_SAVED_MESSAGE,
    invalidates: ['AdminTransferApprovalSettings', 'AdminListUserTransferRequest'],
    fieldErrors: true,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const conflict = { current: null as ReturnType<typeof useEditConflict<Values, Saved>> | null };
  const values = { twoApprovalThreshold: props.threshold };
  const { form, submit } = useZodForm<Values, Saved>({
    schema: transferApprovalSettingsSchema,
    defaultValues: values,
    onSubmit: async (input) => {
      const result = await run({ ...input, editVersion: conflict.current?.editVersion() });
      await conflict.current?.afterSave(result);
      return result;
    },
  });
  conflict.current = useEditConflict(form, props.record, values);
  return (
    <>
      <form
        ref={formRef}
        noValidate
        aria-labelledby="transfer-approvals-title"
        className="flex max-w-xl flex-wrap items-start gap-3"
        onSubmit={(e) => void submit(e)}
      >
        <div className="min-w-64 flex-1">
          <NumberField
            form={form}
            name="twoApprovalThreshold"
            id={FIELD_ID}
            label="Two approvals from (VND)"
            hint={
              mayChange
                ? `Now ${formatVnd(props.threshold)}.`
                : `Now ${formatVnd(props.threshold)}. Only admins allowed to configure transfers can change it.`
            }
            readOnly={!mayChange}
          />
        </div>
        {mayChange ? (
          <Button type="submit" className="mt-6" disabled={form.formState.isSubmitting}>
            Save
          </Button>
        ) : null}
      </form>
      {conflict.current.state ? <EditConflictPanel state={conflict.current.state} form={formRef} /> : null}
    </>
  );
}
