import { PageHeader } from '@/components/layout/page-header';
import type { SettingType } from '@/gql/graphql';
import { cn } from '@/lib/cn';
import { SETTING_PANELS } from './setting-panels';
import { DEFAULT_SETTING_TYPE, SETTING_TYPE_ITEMS } from './setting-types';
import { TransferApprovalCard } from './transfer-approval-card';

/** SPEC §2.16: the types on the left, the selected type's items in the middle, its form on the right. */
export function SettingsScreen(props: {
  type: SettingType | undefined;
  onTypeChange: (type: SettingType) => void;
}) {
  const active = props.type ?? DEFAULT_SETTING_TYPE;
  const Panel = SETTING_PANELS[active];
  return (
    <section>
      <PageHeader title="Settings" />
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] xl:grid-cols-[12rem_minmax(0,1fr)_minmax(0,24rem)]">
        {/* Below 1280 px the types wrap in a row above the list, so the list keeps room for its names. */}
        <nav
          aria-label="Setting types"
          className="rounded-lg border bg-card p-2 shadow-xs lg:col-span-2 xl:col-span-1"
        >
          <ul className="flex flex-wrap gap-0.5 xl:grid">
            {SETTING_TYPE_ITEMS.map((item) => (
              <li key={item.type}>
                <button
                  type="button"
                  aria-current={item.type === active ? 'true' : undefined}
                  onClick={() => props.onTypeChange(item.type)}
                  className={cn(
                    'rounded-md px-3 py-2 text-left text-sm transition-colors hover:bg-accent xl:w-full',
                    item.type === active && 'bg-primary/10 font-medium text-primary',
                  )}
                >
                  {item.label}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        {/* Keyed by type: switching types clears the selection and the form. */}
        <Panel key={active} type={active} />
      </div>
      {/* Not named in SPEC: below SPEC's three columns, the one server-wide money setting. */}
      <div className="mt-4">
        <TransferApprovalCard />
      </div>
    </section>
  );
}
