import { describeUses, type MediaUses } from '@/rules/editorial';

/** '1.2 MB', '830 KB'; an unknown size reads '-'. */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return '-';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** 'Used in 2 banners and 1 post', or 'Not used'. */
export const usedIn = (uses: MediaUses) => {
  const words = describeUses(uses);
  return words ? `Used in ${words}` : 'Not used';
};
