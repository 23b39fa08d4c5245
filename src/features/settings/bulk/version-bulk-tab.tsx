import { useQueryClient } from '@tanstack/react-query';
import { readFragment } from '@/gql';
import { CatalogueBrandFragmentDoc, CatalogueModelFragmentDoc, VersionItemFragmentDoc } from '@/gql/graphql';
import {
  adminGetListBrandsQueryOptions,
  adminGetListModelsQueryOptions,
  adminGetListVersionQueryKey,
  adminGetListVersionQueryOptions,
} from '@/gql/hooks';
import { execute } from '@/lib/graphql-client';
import { BulkPanel } from '@/components/bulk/bulk-panel';
import { TemplateDownloads } from '@/components/bulk/template-downloads';
import {
  VERSION_TEMPLATE_FILE,
  VERSION_UPDATE_FILE,
  versionTemplateSheet,
  versionUpdateSheet,
} from './export-sheets';
import { parseSettingsSheet } from './parse-in-worker';
import type { VersionRefs, VersionWrite } from './version-rows';
import { versionChunkWriter } from './version-writes';

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

  const currentSheet = async () => {
    const refs = await loadRefs();
    const modelById = new Map(refs.models.map((m) => [m.id, m.name]));
    const brandById = new Map(refs.brands.map((b) => [b.id, b.name]));
    return versionUpdateSheet(refs.versions, {
      modelName: (id) => (id ? (modelById.get(id) ?? id) : ''),
      brandName: (id) => (id ? (brandById.get(id) ?? '') : ''),
    });
  };

  return (
    <BulkPanel<VersionWrite>
      fileStem="Car version"
      taskTitle="Import car versions"
      warning={{}}
      downloads={
        <TemplateDownloads
          template={{ fileName: VERSION_TEMPLATE_FILE, sheet: versionTemplateSheet }}
          current={{ fileName: VERSION_UPDATE_FILE, sheet: currentSheet }}
        />
      }
      parse={async (file, mode, onProgress) =>
        parseSettingsSheet('version', file, mode, await loadRefs(), onProgress)
      }
      write={writeVersions}
      onWritten={() => queryClient.invalidateQueries({ queryKey: [adminGetListVersionQueryKey()[0]] })}
    />
  );
}
