import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import type { AsyncOption } from '@/components/form/async-select';
import { ControlledField, SelectField } from '@/components/form/fields';
import { FormField } from '@/components/form/form-field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import type { NotificationType, UserRole } from '@/gql/graphql';
import { adminNotificationAudienceCountQueryOptions } from '@/gql/hooks';
import { CONFIRM_ABOVE, CONFIRM_MISMATCH_MESSAGE, NO_RECIPIENTS_MESSAGE } from '@/rules/notification';
import { AUDIENCE_OPTIONS } from './notification-labels';
import { RecipientPicker } from './recipient-picker';

/** The recipients part both send forms share. */
export interface AudienceValues extends FieldValues {
  sendAll: boolean;
  userIds: string[];
  role?: UserRole | '' | null | undefined;
}

/**
 * Audience (SPEC §6), Send all (disables the picker and sends an empty list, SPEC §4), the recipient
 * picker, and how many members the send will reach; above 1,000 the admin types that number.
 */
export function useAudience<T extends AudienceValues, TOut>(
  form: UseFormReturn<T, unknown, TOut>,
  kind: NotificationType,
) {
  const [picked, setPicked] = useState<AsyncOption[]>([]);
  const [typed, setTyped] = useState('');
  // Set by a send attempted without the right number; the message then shows until it is typed.
  const [asked, setAsked] = useState(false);
  const sendAll = form.watch('sendAll' as Path<T>) as boolean;
  const role = (form.watch('role' as Path<T>) as UserRole | '' | null | undefined) || null;
  const userIds = sendAll ? [] : picked.map((p) => p.id);
  const reach = useQuery({
    ...adminNotificationAudienceCountQueryOptions({ userIds, role, notificationType: kind }),
    enabled: sendAll || userIds.length > 0,
  });
  const chosen = sendAll || userIds.length > 0;
  const count = chosen ? reach.data?.adminNotificationAudienceCount : 0;
  // Said before Send, not after: the server refuses such a send (NO_RECIPIENTS_MESSAGE) all the same.
  const reachesNobody = chosen && count === 0;
  const needsTyping = (count ?? 0) > CONFIRM_ABOVE;
  const confirmed = !needsTyping || Number(typed.replace(/[.,\s]/g, '')) === count;

  const setIds = (next: AsyncOption[]) => {
    setPicked(next);
    form.setValue('userIds' as Path<T>, next.map((p) => p.id) as PathValue<T, Path<T>>, {
      shouldValidate: form.formState.isSubmitted,
    });
  };

  const fields = (
    <>
      <SelectField
        form={form}
        name={'role' as Path<T>}
        id={`${kind}-audience`}
        label="Audience"
        required={false}
        options={AUDIENCE_OPTIONS}
      />
      <ControlledField
        form={form}
        name={'sendAll' as Path<T>}
        id={`${kind}-send-all`}
        label="Send all"
        required={false}
        render={(field, wiring) => (
          <Switch
            {...wiring}
            checked={!!field.value}
            onCheckedChange={(v: boolean) => {
              field.onChange(v);
              // The sender hint is about the picker, which Send all replaces: judge it again at once.
              if (form.formState.isSubmitted) void form.trigger('userIds' as Path<T>);
            }}
          />
        )}
      />
      <ControlledField
        form={form}
        name={'userIds' as Path<T>}
        id={`${kind}-recipients`}
        label="Recipients"
        required={false}
        render={(_field, wiring) => (
          <RecipientPicker
            {...wiring}
            value={picked}
            onChange={setIds}
            disabled={sendAll}
            emailOnly={kind === 'EMAIL'}
          />
        )}
      />
      <div aria-live="polite" className="grid gap-1">
        <p className="text-sm" data-testid="audience-count">
          {count === undefined
            ? 'Counting recipients…'
            : `This will reach ${count.toLocaleString('en-US')} users`}
        </p>
        {reachesNobody ? (
          <p className="text-sm font-medium text-destructive" data-testid="audience-empty">
            {NO_RECIPIENTS_MESSAGE}
          </p>
        ) : null}
      </div>
      {needsTyping ? (
        <FormField
          id={`${kind}-confirm-count`}
          label={`Type ${count?.toLocaleString('en-US') ?? ''} to confirm a send to more than 1,000 users`}
          error={asked && !confirmed ? CONFIRM_MISMATCH_MESSAGE : undefined}
        >
          <Input value={typed} onChange={(e) => setTyped(e.target.value)} inputMode="numeric" />
        </FormField>
      ) : null}
    </>
  );

  return {
    fields,
    /** How many members the send reaches, once counted (undefined while counting). */
    count,
    confirmRecipients: needsTyping ? (count ?? null) : null,
    /**
     * False when the send would reach nobody (said under the count) or needs the typed number and lacks
     * it (the message then shows under the box).
     */
    check: () => {
      setAsked(true);
      return confirmed && !reachesNobody;
    },
    reset: () => {
      setPicked([]);
      setTyped('');
      setAsked(false);
    },
  };
}
