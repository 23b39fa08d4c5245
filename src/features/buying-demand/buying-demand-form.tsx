import { X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { AsyncOption } from '@/components/form/async-select';
import {
  ControlledField,
  NullableSelectField,
  NumberField,
  SelectField,
  SwitchField,
  TextareaField,
  TextField,
} from '@/components/form/fields';
import { MemberSelect } from '@/components/form/member-select';
import { Button } from '@/components/ui/button';
import { useBuyingDemandCatalogueQuery, useBuyingDemandProvinceOptionsQuery } from '@/gql/hooks';
import {
  BUYING_NEED_STATUS_LABELS,
  BUYING_NEED_STATUSES,
  type BuyingDemandFormValues,
  type BuyingDemandValues,
} from '@/rules/buying-demand';
import { provinceChoices } from '@/components/address/province-choices';

export type BuyingDemandForm = UseFormReturn<BuyingDemandFormValues, unknown, BuyingDemandValues>;

const STATUS_OPTIONS = BUYING_NEED_STATUSES.map((s) => ({ value: s, label: BUYING_NEED_STATUS_LABELS[s] }));
const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, 'vi');

/** Sellers the demand is handed to: members added one by one, each removable. */
function SellersField(props: { form: BuyingDemandForm; initial: readonly AsyncOption[] }) {
  const [known, setKnown] = useState<readonly AsyncOption[]>(props.initial);
  return (
    <ControlledField
      form={props.form}
      name="userSellerIds"
      id="bd-sellers"
      label="Sellers"
      required={false}
      hint="A demand handed to at least one seller shows under Buying Customer."
      render={(field, wiring) => {
        const ids: readonly string[] = field.value ?? [];
        return (
          <div className="grid gap-2">
            <ul className="flex flex-wrap gap-2">
              {ids.map((id) => {
                const label = known.find((k) => k.id === id)?.label ?? id;
                return (
                  <li key={id} className="inline-flex items-center gap-1 rounded-md border px-2 py-1 text-sm">
                    {label}
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-6"
                      aria-label={`Remove seller ${label}`}
                      onClick={() => field.onChange(ids.filter((x) => x !== id))}
                    >
                      <X aria-hidden="true" />
                    </Button>
                  </li>
                );
              })}
            </ul>
            <MemberSelect
              {...wiring}
              label="Add a seller"
              placeholder="Add a seller"
              value={null}
              onChange={(o) => {
                if (!o || ids.includes(o.id)) return;
                setKnown((k) => [...k, o]);
                field.onChange([...ids, o.id]);
              }}
            />
          </div>
        );
      }}
    />
  );
}

/** Every Car buying need field of SPEC §3 the admin sets. */
export function BuyingDemandFields(props: {
  form: BuyingDemandForm;
  buyer: AsyncOption | null;
  sellers: readonly AsyncOption[];
  savedProvince?: { id: string; name: string } | null;
}) {
  const { form } = props;
  const [buyer, setBuyer] = useState(props.buyer);
  const catalogue = useBuyingDemandCatalogueQuery({}, { staleTime: 5 * 60_000 });
  const provinces = useBuyingDemandProvinceOptionsQuery({}, { staleTime: 60 * 60_000 });
  const [brand, isOther] = useWatch({ control: form.control, name: ['brand', 'isOther'] });
  const brandOptions = useMemo(
    () =>
      (catalogue.data?.adminGetListBrands ?? [])
        .filter((b) => b.isActive || b.id === form.getValues('brand'))
        .map((b) => ({ value: b.id, label: b.name }))
        .sort(byLabel),
    [catalogue.data, form],
  );
  const modelOptions = useMemo(
    () =>
      (catalogue.data?.adminGetListModels ?? [])
        .filter((m) => m.brand === brand && (m.isActive || m.id === form.getValues('model')))
        .map((m) => ({ value: m.id, label: m.name }))
        .sort(byLabel),
    [catalogue.data, brand, form],
  );
  const provinceOptions = useMemo(() => {
    // The options query asks only the provinces in force; a saved former one comes from the record.
    const current = (provinces.data?.provinces.items ?? []).map((p) => ({ ...p, isActive: true }));
    const saved = props.savedProvince;
    const all =
      saved && !current.some((p) => p.id === saved.id)
        ? [...current, { ...saved, isActive: false }]
        : current;
    return provinceChoices(all, saved?.id);
  }, [provinces.data, props.savedProvince]);

  return (
    <div className="grid gap-6">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <ControlledField
          form={form}
          name="userId"
          id="bd-user"
          label="User"
          required={false}
          render={(field, wiring) => (
            <MemberSelect
              {...wiring}
              label="User"
              placeholder="No member ('KAR User')"
              value={buyer}
              onChange={(o) => {
                setBuyer(o);
                field.onChange(o?.id ?? null);
              }}
            />
          )}
        />
        <TextField form={form} name="buyerName" id="bd-buyer-name" label="Buyer name" required={false} />
        <TextField form={form} name="phone" id="bd-phone" label="Phone" autoComplete="off" />
        <NullableSelectField
          form={form}
          name="provinceId"
          id="bd-province"
          label="Province"
          required={false}
          placeholder={provinces.isPending ? 'Loading…' : 'No province'}
          options={provinceOptions}
        />
        <NullableSelectField
          form={form}
          name="brand"
          id="bd-brand"
          label="Brand"
          placeholder={catalogue.isPending ? 'Loading…' : 'Select a brand'}
          options={brandOptions}
          // A model of another brand would contradict the brand chosen.
          onPick={() => form.setValue('model', '', { shouldDirty: true })}
        />
        {/* Controlled: the edit form's model must show once the catalogue arrives. */}
        <NullableSelectField
          form={form}
          name="model"
          id="bd-model"
          label="Model"
          placeholder={brand ? 'Select a model' : 'Select a brand first'}
          options={modelOptions}
          disabled={!brand}
        />
        <NumberField
          form={form}
          name="budget"
          id="bd-budget"
          label="Budget (VND)"
          placeholder="e.g. 650,000,000"
        />
        <NumberField
          form={form}
          name="vehicleLife"
          id="bd-life"
          label="Vehicle life (years)"
          required={false}
        />
        <NumberField form={form} name="numKilometerCarRun" id="bd-km" label="Km run" required={false} />
        <SelectField form={form} name="status" id="bd-status" label="Status" options={STATUS_OPTIONS} />
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold">Services wanted</legend>
        <SwitchField form={form} name="isInstallmentPurchase" label="Installment purchase" />
        <SwitchField form={form} name="isVehicleInspectionService" label="Vehicle inspection service" />
        <SwitchField form={form} name="isInsuranceConsultant" label="Insurance consultant" />
        <SwitchField form={form} name="isOther" label="Other" />
        {isOther ? (
          <TextareaField form={form} name="descriptionOther" id="bd-other" label="Other needs" rows={2} />
        ) : null}
      </fieldset>
      <SellersField form={form} initial={props.sellers} />
    </div>
  );
}
