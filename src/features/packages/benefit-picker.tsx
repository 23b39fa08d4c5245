import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { readFragment } from '@/gql';
import { BenefitOptionFragmentDoc } from '@/gql/graphql';
import { useAdminGetUserServiceBenefitsQuery } from '@/gql/hooks';
import { BENEFIT_TYPE_LABELS } from '@/lib/package-labels';

/** The benefit items a service package lists: every item, grouped by type, inactive ones marked. */
export function BenefitPicker(props: { value: string[]; onChange: (ids: string[]) => void; id: string }) {
  const query = useAdminGetUserServiceBenefitsQuery();
  if (query.isPending) return <Skeleton className="h-24 w-full" />;
  if (query.error) {
    return (
      <p role="alert" className="text-sm text-destructive">
        The benefit items could not be loaded.{' '}
        <button type="button" className="underline" onClick={() => void query.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  const items = query.data.adminGetUserServiceBenefits
    .map((ref) => readFragment(BenefitOptionFragmentDoc, ref))
    .sort((a, b) => a.type.localeCompare(b.type) || a.title.localeCompare(b.title));
  if (items.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">No benefit items yet; add them under Benefit Packages.</p>
    );
  }
  const chosen = new Set(props.value);
  const toggle = (id: string, on: boolean) =>
    props.onChange(on ? [...props.value, id] : props.value.filter((v) => v !== id));
  return (
    <fieldset id={props.id} className="grid max-h-72 gap-1 overflow-y-auto rounded-md border p-2">
      <legend className="sr-only">Benefit items</legend>
      {items.map((item) => (
        <label
          key={item.id}
          className="flex flex-wrap items-start gap-x-2 gap-y-1 rounded px-1 py-1 text-sm hover:bg-accent"
        >
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-primary"
            checked={chosen.has(item.id)}
            onChange={(e) => toggle(item.id, e.target.checked)}
          />
          <span className="min-w-48 flex-1">{item.title}</span>
          <Badge variant="outline">{BENEFIT_TYPE_LABELS[item.type]}</Badge>
          {item.isActive ? null : <Badge variant="secondary">Inactive</Badge>}
        </label>
      ))}
    </fieldset>
  );
}
