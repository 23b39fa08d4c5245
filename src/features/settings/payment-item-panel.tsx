import { readFragment } from '@/gql';
import { PaymentItemItemFragmentDoc } from '@/gql/graphql';
import {
  useAdminCreatePaymentItemsMutation,
  useAdminEditPaymentItemsMutation,
  useAdminPaymentItemsQuery,
} from '@/gql/hooks';
import { formatThousands } from '@/lib/thousands';
import { CURRENCIES, paymentItemSchema } from '@/rules/settings';
import { NumberField, SelectField } from './setting-fields';
import { SettingPanel } from './setting-panel';
import { sameFields } from './use-setting-form';

const CURRENCY_OPTIONS = CURRENCIES.map((c) => ({ value: c, label: c }));

export function PaymentItemPanel() {
  const query = useAdminPaymentItemsQuery();
  return (
    <SettingPanel
      type="PAYMENT_ITEM"
      noun="Payment item"
      plural="Payment items"
      listKeys={['AdminPaymentItems']}
      query={query}
      items={readFragment(PaymentItemItemFragmentDoc, query.data?.adminPaymentItems)}
      list={{ title: (p) => `${formatThousands(p.amount)} ${p.currency}` }}
      form={{
        addSchema: paymentItemSchema,
        updateSchema: paymentItemSchema,
        empty: { amount: null, currency: 'VND' },
        fromItem: (p) => ({ amount: p.amount, currency: p.currency }),
        create: useAdminCreatePaymentItemsMutation,
        update: useAdminEditPaymentItemsMutation,
        ...sameFields,
      }}
      fields={(form) => (
        <>
          <NumberField form={form} name="amount" id="payment-amount" label="Amount" />
          <SelectField
            form={form}
            name="currency"
            id="payment-currency"
            label="Currency"
            placeholder="Select a currency"
            options={CURRENCY_OPTIONS}
          />
        </>
      )}
    />
  );
}
