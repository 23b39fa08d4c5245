import { useSuspenseQuery } from '@tanstack/react-query';
import { PagedCard } from '@/components/data-table/paged-card';
import { RowImage } from '@/components/data-table/row-image';
import { ActiveBadge, MEMBER_ACTIVE_WORDS } from '@/components/record/active-badge';
import { BackLink } from '@/components/record/back-link';
import { RecordNotFound } from '@/components/record/record-states';
import { readFragment } from '@/gql';
import { MemberHeaderFragmentDoc } from '@/gql/graphql';
import { adminGetUserDetailQueryOptions } from '@/gql/hooks';
import { displayName } from '@/lib/format';
import { useCan } from '@/components/layout/permissions';
import { auditLogCard } from './audit-log-table';
import { MemberActions } from './member-actions';
import { MemberCards } from './member-cards';
import { memberEmailsCard } from './member-emails-table';
import { memberPackagesCard } from './member-packages-table';
import { memberTransfersCard } from './member-transfers-table';

export const MEMBERS_LIST = '/user-management';

/** The not-found state of the view and edit routes. */
export function MemberNotFound() {
  return <RecordNotFound what="Member" list={MEMBERS_LIST} listLabel="Members" />;
}

// The paged lists span both columns of the grid; the field cards sit two by two.
const fullWidth = 'lg:col-span-2';

/** SPEC §2.6 "view detail": everything stored about one member, read-only. The route loaded it. */
export function MemberDetailScreen({ id }: { id: string }) {
  const { data } = useSuspenseQuery(adminGetUserDetailQueryOptions({ id }));
  const m = readFragment(MemberHeaderFragmentDoc, data.adminGetUserDetail);
  const name = displayName(m);
  const member = { userId: m.id };
  // Each card and the actions only for a role that may read or change them (src/rules/permissions.ts):
  // a moderator reads members, not their packages or transfers.
  const mayWrite = useCan('members.write');
  const mayReadPackages = useCan('packages.read');
  const mayReadTransfers = useCan('transfers.read');
  return (
    <section>
      <BackLink list={MEMBERS_LIST} label="Members" />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <RowImage src={m.avatarMedia?.filePathSM} alt={name} />
        <h1 className="text-xl font-semibold tracking-tight">{name}</h1>
        <ActiveBadge active={m.isActive} words={MEMBER_ACTIVE_WORDS} />
        {mayWrite ? <MemberActions id={m.id} name={name} isActive={m.isActive} hasEmail={!!m.email} /> : null}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <MemberCards member={data.adminGetUserDetail} />
        {mayReadPackages ? <PagedCard spec={memberPackagesCard} vars={member} className={fullWidth} /> : null}
        {mayReadTransfers ? (
          <PagedCard spec={memberTransfersCard} vars={member} className={fullWidth} />
        ) : null}
        <PagedCard spec={auditLogCard} vars={member} className={fullWidth} />
        <PagedCard spec={memberEmailsCard} vars={member} className={fullWidth} />
      </div>
    </section>
  );
}
