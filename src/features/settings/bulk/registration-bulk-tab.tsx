import { useQueryClient } from '@tanstack/react-query';
import {
  AdminCreateCarPurchaseCostProvinceSettingOptionDocument,
  AdminEditCarPurchaseCostProvinceSettingOptionDocument,
  RegistrationItemFragmentDoc,
} from '@/gql/graphql';
import { readFragment } from '@/gql';
import {
  adminGetListCarPurchaseCostProvinceSettingOptionQueryKey,
  adminGetListCarPurchaseCostProvinceSettingOptionQueryOptions,
  provincesQueryOptions,
} from '@/gql/hooks';
import { execute } from '@/lib/graphql-client';
import { BulkPanel } from '@/components/bulk/bulk-panel';
import { TemplateDownloads } from '@/components/bulk/template-downloads';
import {
  REGISTRATION_TEMPLATE_FILE,
  REGISTRATION_UPDATE_FILE,
  registrationTemplateSheet,
  registrationUpdateSheet,
} from './export-sheets';
import { parseSettingsSheet } from './parse-in-worker';
import type { RegistrationRefs, RegistrationWrite } from './registration-rows';
import { perRow } from '@/components/bulk/write-batches';

/** The same variables as the manual form's province picker, so both share one cached list. */
export const REGISTRATION_PROVINCES = { countryCode: 'VN', skip: 1, take: 100 } as const;

export async function writeRegistration(write: RegistrationWrite): Promise<boolean> {
  if (write.kind === 'create') {
    await execute(AdminCreateCarPurchaseCostProvinceSettingOptionDocument, write.variables);
    return true;
  }
  await execute(AdminEditCarPurchaseCostProvinceSettingOptionDocument, write.variables);
  return true;
}

/** SPEC §2.16 / §4: the bulk tab of Registration Location. */
export function RegistrationBulkTab() {
  const queryClient = useQueryClient();

  const loadRefs = async (): Promise<RegistrationRefs> => {
    const [costs, provinces] = await Promise.all([
      queryClient.fetchQuery({
        ...adminGetListCarPurchaseCostProvinceSettingOptionQueryOptions(),
        staleTime: 0,
      }),
      queryClient.fetchQuery({ ...provincesQueryOptions(REGISTRATION_PROVINCES), staleTime: 60 * 60_000 }),
    ]);
    return {
      costs: readFragment(
        RegistrationItemFragmentDoc,
        costs.adminGetListCarPurchaseCostProvinceSettingOption,
      ),
      provinces: provinces.provinces.items.map((p) => ({ id: p.id, name: p.name, code: p.code })),
    };
  };

  const currentSheet = async () => {
    const refs = await loadRefs();
    const byId = new Map(refs.provinces.map((p) => [p.id, p]));
    return registrationUpdateSheet(refs.costs, (id) => byId.get(id));
  };

  return (
    <BulkPanel<RegistrationWrite>
      fileStem="Registration location"
      taskTitle="Import registration locations"
      warning={{ title: 'Lỗi' }}
      downloads={
        <TemplateDownloads
          template={{ fileName: REGISTRATION_TEMPLATE_FILE, sheet: registrationTemplateSheet }}
          current={{ fileName: REGISTRATION_UPDATE_FILE, sheet: currentSheet }}
        />
      }
      parse={async (file, mode, onProgress) =>
        parseSettingsSheet('registration', file, mode, await loadRefs(), onProgress)
      }
      // At most 63 provinces: one row per operation keeps each row its own transaction.
      write={perRow(writeRegistration)}
      rowsPerOperation={1}
      onWritten={() =>
        queryClient.invalidateQueries({
          queryKey: [adminGetListCarPurchaseCostProvinceSettingOptionQueryKey()[0]],
        })
      }
    />
  );
}
