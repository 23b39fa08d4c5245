import { useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { notify } from '@/lib/notify';
import { Button } from '@/components/ui/button';
import { readFragment } from '@/gql';
import { CatalogueBrandFragmentDoc, CatalogueModelFragmentDoc, VersionItemFragmentDoc } from '@/gql/graphql';
import {
  adminGetListBrandsQueryOptions,
  adminGetListModelsQueryOptions,
  adminGetListVersionQueryKey,
  adminGetListVersionQueryOptions,
} from '@/gql/hooks';
import { reportError } from '@/lib/error-mapper';
import { execute } from '@/lib/graphql-client';
import { downloadXlsx } from '@/lib/xlsx/export-xlsx';
import { BulkPanel } from '@/components/bulk/bulk-panel';
import { VERSION_ADD_FILE, VERSION_UPDATE_FILE, versionAddSheet, versionUpdateSheet } from './export-sheets';
import { parseSettingsSheet } from './parse-in-worker';
import type { VersionRefs, VersionWrite } from './version-rows';
import { versionChunkWriter } from './version-writes';

export const EXPORT_FAILED = 'Data export failed';

/** Bulk operations through the SPA's batching client: 5 of them share one HTTP request. */
export const writeVersions = versionChunkWriter(execute);

/** SPEC §2.16 / §4: the 'Thêm hàng loạt' tab of Car Version. */
export function VersionBulkTab() {
  const queryClient = useQueryClient();

  // Fresh lists: the dry run must judge rows against what is saved now, not a cached screen.
  const loadRefs = async (): Promise<VersionRefs> => {
    const [versions, models, brands] = await Promise.all([
      queryClient.fetchQuery({ ...adminGetListVersionQueryOptions(), staleTime: 0 }),
      queryClient.fetchQuery({ ...adminGetListModelsQueryOptions(), staleTime: 0 }),
      queryClient.fetchQuery({ ...adminGetListBrandsQueryOptions(), staleTime: 0 }),
    ]);
    return {
      versions: readFragment(VersionItemFragmentDoc, versions.adminGetListVersion),
      models: readFragment(CatalogueModelFragmentDoc, models.adminGetListModels),
      brands: readFragment(CatalogueBrandFragmentDoc, brands.adminGetListBrands),
    };
  };

  const exportList = async (kind: 'add' | 'update') => {
    try {
      const refs = await loadRefs();
      if (kind === 'update' && refs.versions.length === 0) {
        notify.warning({ title: EXPORT_FAILED });
        return;
      }
      const modelById = new Map(refs.models.map((m) => [m.id, m.name]));
      const brandById = new Map(refs.brands.map((b) => [b.id, b.name]));
      const names = {
        modelName: (id: string | null) => (id ? (modelById.get(id) ?? id) : ''),
        brandName: (id: string | null) => (id ? (brandById.get(id) ?? '') : ''),
      };
      await (kind === 'add'
        ? downloadXlsx(VERSION_ADD_FILE, versionAddSheet(refs.versions, names))
        : downloadXlsx(VERSION_UPDATE_FILE, versionUpdateSheet(refs.versions, names)));
    } catch (e) {
      reportError(e);
    }
  };

  return (
    <BulkPanel<VersionWrite>
      rejectedFileName="Car version rejected rows.xlsx"
      warning={{}}
      downloads={
        <>
          <Button variant="outline" size="sm" onClick={() => void exportList('add')}>
            <Download aria-hidden="true" /> Car version list add
          </Button>
          <Button variant="outline" size="sm" onClick={() => void exportList('update')}>
            <Download aria-hidden="true" /> Car version list update
          </Button>
        </>
      }
      parse={async (file, mode, onProgress) =>
        parseSettingsSheet('version', file, mode, await loadRefs(), onProgress)
      }
      write={writeVersions}
      onWritten={() => queryClient.invalidateQueries({ queryKey: [adminGetListVersionQueryKey()[0]] })}
    />
  );
}
