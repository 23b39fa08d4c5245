import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { Select } from '@/components/ui/select';
import type { AdminPaymentItemsQuery } from '@/gql/graphql';
import {
  useAdminCreatePaymentItemsMutation,
  useAdminEditPaymentItemsMutation,
  useAdminPaymentItemsQuery,
} from '@/gql/hooks';
import { formatThousands } from '@/lib/thousands';
import { CURRENCIES, paymentItemSchema } from '@/rules/settings';
import { FormCard } from './form-card';
import { NumberField } from './number-field';
import { OptionList } from './option-list';
import { useSettingForm } from './use-setting-form';

type PaymentItem = AdminPaymentItemsQuery['adminPaymentItems'][number];

const LIST_KEYS = ['AdminPaymentItems'] as const;
const CURRENCY_OPTIONS = CURRENCIES.map((c) => ({ value: c, label: c }));
const title = (p: PaymentItem) => `${formatThousands(p.amount)} ${p.currency}`;

export function PaymentItemPanel() {
  const list = useAdminPaymentItemsQuery();
  const [selected, setSelected] = useState<PaymentItem | null>(null);
  const create = useAdminCreatePaymentItemsMutation();
  const edit = useAdminEditPaymentItemsMutation();
  const { form, onAdd, onUpdate } = useSettingForm({
    addSchema: paymentItemSchema,
    updateSchema: paymentItemSchema,
    empty: { amount: null, currency: 'VND' },
    fromItem: (p: PaymentItem) => ({ amount: p.amount, currency: p.currency }),
    selected,
    onSaved: () => setSelected(null),
    label: 'Payment item',
    listKeys: LIST_KEYS,
    create: (v) => create.mutateAsync(v),
    update: (p, v) => edit.mutateAsync({ ...v, id: p.id }),
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <>
      <OptionList
        type="PAYMENT_ITEM"
        label="Payment items"
        noun="Payment item"
        items={list.data?.adminPaymentItems}
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        title={title}
        selectedId={selected?.id ?? null}
        onEdit={setSelected}
        onDeleted={(id) => (selected?.id === id ? setSelected(null) : undefined)}
        listKeys={LIST_KEYS}
      />
      <FormCard
        label="Payment item"
        editing={selected !== null}
        saving={isSubmitting}
        onAdd={onAdd}
        onUpdate={onUpdate}
        onCancel={() => setSelected(null)}
      >
        <NumberField
          control={form.control}
          name="amount"
          id="payment-amount"
          label="Amount"
          error={errors.amount?.message}
        />
        <FormField id="payment-currency" label="Currency" error={errors.currency?.message}>
          <Controller
            control={form.control}
            name="currency"
            render={({ field }) => (
              <Select
                id="payment-currency"
                placeholder="Select a currency"
                options={CURRENCY_OPTIONS}
                {...field}
              />
            )}
          />
        </FormField>
      </FormCard>
    </>
  );
}
