import { serveDryRun } from '@/components/bulk/serve-dry-run';
import { previewRegistrations } from './registration-rows';
import type { BulkKinds } from './worker-protocol';
import { previewVersions } from './version-rows';

serveDryRun<BulkKinds>({ version: previewVersions, registration: previewRegistrations });
