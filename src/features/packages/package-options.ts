import type { SelectOption } from '@/components/ui/select';
import { readFragment, type FragmentType } from '@/gql';
import { PackageOptionFragmentDoc } from '@/gql/graphql';
import { usePackageOptionsQuery } from '@/gql/hooks';
import { withServiceTerms } from '@/lib/package-terms';
import { packageOptionLabels } from './package-option-labels';

// The server caps a page at 1000 rows; a catalogue of packages is far smaller.
const ALL_PACKAGES = 1000;

/**
 * Every package a member can be given, plus the one they hold now (which may since have been
 * deleted), labelled so that none reads like another.
 */
export function usePackageOptions(current: FragmentType<typeof PackageOptionFragmentDoc> | null) {
  const query = usePackageOptionsQuery({ take: ALL_PACKAGES });
  const packages = (query.data?.adminGetServices.items ?? []).map((ref) =>
    withServiceTerms(readFragment(PackageOptionFragmentDoc, ref)),
  );
  const held = current ? withServiceTerms(readFragment(PackageOptionFragmentDoc, current)) : null;
  if (held && !packages.some((p) => p.id === held.id)) packages.unshift(held);
  const labels = packageOptionLabels(packages);
  // In label order, so packages that read alike stand together and the admin compares them at a glance.
  const options: SelectOption[] = packages
    .map((p) => ({ value: p.id, label: labels.get(p.id) ?? p.id }))
    .sort((a, b) => a.label.localeCompare(b.label, 'vi'));
  return {
    options,
    find: (id: string) => packages.find((p) => p.id === id),
    isLoading: query.isPending,
  };
}
