import { useEffect, useRef, useState } from 'react';
import { AsyncSelect, type AsyncOption } from '@/components/form/async-select';
import { ControlledField, SelectField, TextareaField, TextField } from '@/components/form/fields';
import { DialogForm, FormDialog, useDialogForm } from '@/components/form/form-dialog';
import { Button } from '@/components/ui/button';
import type { AdminSearchNotificationTargetsQuery } from '@/gql/graphql';
import {
  adminSearchNotificationTargetsQueryOptions,
  useAdminSendNotificationMutation,
  useAdminSendNotificationTestMutation,
} from '@/gql/hooks';
import { useAction } from '@/lib/use-action';
import {
  needsTargetItem,
  pushTextSchema,
  sendNotificationFormSchema,
  type SendNotificationForm,
} from '@/rules/notification';
import { useAudience } from './audience-fields';
import { newSendKey, TARGET_SCREEN_OPTIONS } from './notification-labels';

export const CREATE_SUCCESS = 'Create notification success';

const EMPTY: SendNotificationForm = {
  sendAll: false,
  userIds: [],
  role: '',
  titleVi: '',
  titleEn: '',
  contentVi: '',
  contentEn: '',
  type: 'OTHER',
  tagetId: '',
};

/** SPEC §4/§5 Send notification modal. */
export function SendNotificationDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [key, setKey] = useState(newSendKey);
  const [target, setTarget] = useState<AsyncOption | null>(null);
  const send = useAction(useAdminSendNotificationMutation, {
    success: CREATE_SUCCESS,
    invalidates: ['AdminListNotification'],
    fieldErrors: true,
  });
  const test = useAction(useAdminSendNotificationTestMutation, {
    success: 'Test sent to your email',
    invalidates: [],
  });
  // The audience hook needs the form, and the form's submit needs the audience: a ref joins them.
  const audienceRef = useRef<ReturnType<typeof useAudience> | null>(null);
  const { form, frame } = useDialogForm({
    schema: sendNotificationFormSchema,
    defaultValues: EMPTY,
    onClose: () => props.onOpenChange(false),
    resetOnSave: true,
    onSubmit: async ({ sendAll, userIds, role, type, tagetId, ...texts }) => {
      const audience = audienceRef.current;
      if (audience && !audience.check()) return { ok: false, error: new Error('not sent: see the audience') };
      const result = await send.run({
        ...texts,
        userIds: sendAll ? [] : userIds,
        role: role ?? null,
        notificationType: 'NOTIFICATION',
        type: type ?? 'OTHER',
        tagetId: needsTargetItem(type) ? tagetId : null,
        idempotencyKey: key,
        confirmRecipients: audience?.confirmRecipients ?? null,
      });
      if (result.ok) {
        // §4: every field cleared, the target back to Other; the next send is a new one.
        setKey(newSendKey());
        setTarget(null);
        audience?.reset();
      }
      return result;
    },
  });
  const audience = useAudience(form, 'NOTIFICATION');
  useEffect(() => {
    audienceRef.current = audience;
  });
  const screen = form.watch('type');

  const sendTest = async () => {
    const parsed = pushTextSchema.safeParse(form.getValues());
    if (!parsed.success) {
      await form.trigger(['titleVi', 'titleEn', 'contentVi', 'contentEn']);
      return;
    }
    await test.run(parsed.data);
  };

  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      isSaving={frame.isSaving}
      title="Send notification"
      description="An in-app notification to members of the app"
    >
      <DialogForm {...frame} submitText="Send">
        <div className="grid max-h-[65vh] gap-3 overflow-y-auto pr-1">
          {audience.fields}
          <TextField form={form} name="titleVi" id="notify-title-vi" label="Title Vi" />
          <TextField form={form} name="titleEn" id="notify-title-en" label="Title En" />
          <TextareaField form={form} name="contentVi" id="notify-content-vi" label="Content Vi" rows={3} />
          <TextareaField form={form} name="contentEn" id="notify-content-en" label="Content En" rows={3} />
          <SelectField
            form={form}
            name="type"
            id="notify-target"
            label="Target screen"
            required={false}
            options={TARGET_SCREEN_OPTIONS}
            onChangeCapture={() => {
              setTarget(null);
              form.setValue('tagetId', '');
            }}
          />
          {needsTargetItem(screen) ? (
            <ControlledField
              form={form}
              name="tagetId"
              id="notify-target-item"
              label={screen === 'POST_DETAIL' ? 'Post' : 'Review'}
              render={(field, wiring) => (
                <AsyncSelect
                  {...wiring}
                  label={screen === 'POST_DETAIL' ? 'Post' : 'Review'}
                  placeholder={screen === 'POST_DETAIL' ? 'Choose a post' : 'Choose a review'}
                  searchPlaceholder="Title"
                  className="w-full"
                  value={target}
                  onChange={(o) => {
                    setTarget(o);
                    field.onChange(o?.id ?? '');
                  }}
                  query={(keyword) =>
                    adminSearchNotificationTargetsQueryOptions({
                      type: screen ?? 'OTHER',
                      keyword: keyword || undefined,
                    })
                  }
                  options={(data: AdminSearchNotificationTargetsQuery) =>
                    data.adminSearchNotificationTargets.map((t) => ({ id: t.id, label: t.title }))
                  }
                  noneText={(k) => `Nothing active matches “${k}”`}
                />
              )}
            />
          ) : null}
          <div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={test.isPending}
              onClick={() => void sendTest()}
            >
              Send a test to me
            </Button>
          </div>
        </div>
      </DialogForm>
    </FormDialog>
  );
}
