import { useSuspenseQuery } from '@tanstack/react-query';
import { RowImage } from '@/components/data-table/row-image';
import { BackLink } from '@/components/record/back-link';
import { RecordNotFound } from '@/components/record/record-states';
import { Badge } from '@/components/ui/badge';
import { readFragment } from '@/gql';
import { MemberHeaderFragmentDoc } from '@/gql/graphql';
import { adminGetUserDetailQueryOptions } from '@/gql/hooks';
import { displayName } from '@/lib/format';
import { AuditLogTable } from './audit-log-table';
import { MemberActions } from './member-actions';
import { MemberCards } from './member-cards';
import { MemberEmailsTable } from './member-emails-table';
import { MemberPackagesTable } from './member-packages-table';
import { MemberTransfersTable } from './member-transfers-table';

export const MEMBERS_LIST = '/user-management';

/** The not-found state of the view and edit routes. */
export function MemberNotFound() {
  return <RecordNotFound what="Member" list={MEMBERS_LIST} listLabel="Members" />;
}

/** SPEC §2.6 "view detail": everything stored about one member, read-only. The route loaded it. */
export function MemberDetailScreen({ id }: { id: string }) {
  const { data } = useSuspenseQuery(adminGetUserDetailQueryOptions({ id }));
  const m = readFragment(MemberHeaderFragmentDoc, data.adminGetUserDetail);
  const name = displayName(m);
  return (
    <section>
      <BackLink list={MEMBERS_LIST} label="Members" />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <RowImage src={m.avatarMedia?.filePathSM} alt={name} />
        <h1 className="text-xl font-semibold tracking-tight">{name}</h1>
        {m.isActive ? <Badge variant="success">Active</Badge> : <Badge variant="secondary">InActive</Badge>}
        <MemberActions id={m.id} name={name} isActive={m.isActive} hasEmail={!!m.email} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <MemberCards member={data.adminGetUserDetail} />
        <MemberPackagesTable userId={m.id} />
        <MemberTransfersTable userId={m.id} />
        <AuditLogTable userId={m.id} />
        <MemberEmailsTable userId={m.id} />
      </div>
    </section>
  );
}
