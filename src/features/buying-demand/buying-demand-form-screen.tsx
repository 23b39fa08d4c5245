import { useSuspenseQuery } from '@tanstack/react-query';
import type { AsyncOption } from '@/components/form/async-select';
import { FormPage } from '@/components/form/form-page';
import { memberOption } from '@/components/form/member-select';
import type { EditRecord } from '@/components/form/edit-conflict';
import { useFormPage } from '@/components/form/use-form-page';
import { readFragment } from '@/gql';
import { BuyingDemandFormValuesFragmentDoc } from '@/gql/graphql';
import { adminGetCarBuyingNeedDetailQueryOptions } from '@/gql/hooks';
import { buyingDemandSchema, type BuyingDemandFormValues } from '@/rules/buying-demand';
import { useCreateBuyingDemand, useEditBuyingDemand } from './buying-demand-actions';
import { BuyingDemandFields } from './buying-demand-form';
import { BUYING_DEMAND_LIST } from './buying-demand-view-screen';

const EMPTY: BuyingDemandFormValues = {
  userId: null,
  buyerName: '',
  phone: '',
  provinceId: null,
  brand: '',
  model: '',
  budget: null,
  vehicleLife: null,
  numKilometerCarRun: null,
  isInstallmentPurchase: false,
  isVehicleInspectionService: false,
  isInsuranceConsultant: false,
  isOther: false,
  descriptionOther: '',
  status: 'NEW',
  userSellerIds: [],
};

function BuyingDemandFormPage(props: {
  title: string;
  submitText: string;
  id?: string;
  record?: EditRecord;
  values: BuyingDemandFormValues;
  buyer: AsyncOption | null;
  sellers: readonly AsyncOption[];
  savedProvince?: { id: string; name: string } | null;
}) {
  const { id } = props;
  const create = useCreateBuyingDemand();
  const edit = useEditBuyingDemand();
  const { form, frame } = useFormPage({
    schema: buyingDemandSchema,
    defaultValues: props.values,
    list: BUYING_DEMAND_LIST,
    record: props.record,
    onSubmit: (input, editVersion) => (id ? edit.run({ id, input, editVersion }) : create.run({ input })),
  });
  return (
    <FormPage {...frame} title={props.title} listLabel="Buying Demand" submitText={props.submitText}>
      <BuyingDemandFields
        form={form}
        buyer={props.buyer}
        sellers={props.sellers}
        savedProvince={props.savedProvince}
      />
    </FormPage>
  );
}

export function CreateBuyingDemandScreen() {
  return (
    <BuyingDemandFormPage
      title="Create Buying Demand"
      submitText="Create"
      values={EMPTY}
      buyer={null}
      sellers={[]}
    />
  );
}

/** The edit route's loader has the demand in the cache already. */
export function EditBuyingDemandScreen({ id }: { id: string }) {
  const { data, refetch } = useSuspenseQuery(adminGetCarBuyingNeedDetailQueryOptions({ id }));
  const n = readFragment(BuyingDemandFormValuesFragmentDoc, data.adminGetCarBuyingNeedDetail);
  return (
    <BuyingDemandFormPage
      title="Edit Buying Demand"
      submitText="Save"
      id={id}
      record={{ editVersion: n.editVersion, refetch, live: { entity: 'car_buying_need', entityId: n.id } }}
      values={{
        userId: n.userId,
        buyerName: n.buyerName ?? '',
        phone: n.phone ?? '',
        provinceId: n.provinceId,
        brand: n.brand ?? '',
        model: n.model ?? '',
        budget: n.budget,
        vehicleLife: n.vehicleLife,
        numKilometerCarRun: n.numKilometerCarRun,
        isInstallmentPurchase: n.isInstallmentPurchase,
        isVehicleInspectionService: n.isVehicleInspectionService,
        isInsuranceConsultant: n.isInsuranceConsultant,
        isOther: n.isOther,
        descriptionOther: n.descriptionOther ?? '',
        status: n.status,
        userSellerIds: n.userSellerIds,
      }}
      buyer={n.user ? memberOption(n.user) : null}
      sellers={n.sellers.map(memberOption)}
      savedProvince={n.provinceDetail ? { id: n.provinceDetail.id, name: n.provinceDetail.name } : null}
    />
  );
}
