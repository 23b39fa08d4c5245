import { useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { notify } from '@/lib/notify';
import { Button } from '@/components/ui/button';
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
import { reportError } from '@/lib/error-mapper';
import { execute } from '@/lib/graphql-client';
import { downloadXlsx } from '@/lib/xlsx/export-xlsx';
import { BulkPanel } from '@/components/bulk/bulk-panel';
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
const EXPORT_FAILED = 'Data export failed';

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

  const exportCurrent = async () => {
    try {
      const refs = await loadRefs();
      if (refs.costs.length === 0) {
        notify.warning({ title: EXPORT_FAILED });
        return;
      }
      const byId = new Map(refs.provinces.map((p) => [p.id, p]));
      await downloadXlsx(
        REGISTRATION_UPDATE_FILE,
        registrationUpdateSheet(refs.costs, (id) => byId.get(id)),
      );
    } catch (e) {
      reportError(e);
    }
  };

  return (
    <BulkPanel<RegistrationWrite>
      rejectedFileName="Registration location rejected rows.xlsx"
      warning={{ title: 'Lỗi' }}
      downloads={
        <>
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              void downloadXlsx(REGISTRATION_TEMPLATE_FILE, registrationTemplateSheet()).catch(reportError)
            }
          >
            <Download aria-hidden="true" /> Download template
          </Button>
          <Button variant="outline" size="sm" onClick={() => void exportCurrent()}>
            <Download aria-hidden="true" /> Download data for update
          </Button>
        </>
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
