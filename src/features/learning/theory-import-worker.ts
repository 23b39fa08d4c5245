import { serveDryRun } from '@/components/bulk/serve-dry-run';
import type { TheoryImportKinds } from './theory-import-protocol';
import { previewTheoryQuestions } from './theory-import-rows';

serveDryRun<TheoryImportKinds>({ theory: previewTheoryQuestions });
