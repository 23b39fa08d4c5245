import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { readFragment, type FragmentType } from '@/gql';
import { MemberCardsFragmentDoc } from '@/gql/graphql';
import { formatDate, formatDateTime, formatPhone, formatVnd } from '@/lib/format';

const LANGUAGES: Record<string, string> = { EN: 'English', VI: 'Tiếng Việt' };

const text = (v: string | null | undefined) => v?.trim() || '-';
// A bare 'YYYY-MM-DD' is a calendar day; through Date it would shift a day west of UTC.
const formatDay = (v: string | null | undefined) => {
  const day = v && /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  return day ? `${day[3]}/${day[2]}/${day[1]}` : formatDate(v);
};
const yesNo = (v: boolean) => (v ? 'Yes' : 'No');
const onOff = (v: boolean) => (v ? 'On' : 'Off');

function Fields({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function FieldCard({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <Fields rows={rows} />
      </CardContent>
    </Card>
  );
}

export function MemberCards(props: { member: FragmentType<typeof MemberCardsFragmentDoc> }) {
  const m = readFragment(MemberCardsFragmentDoc, props.member);
  const meta = m.metadata;
  return (
    <>
      <FieldCard
        title="Identity"
        rows={[
          ['First name', text(m.firstName)],
          ['Last name', text(m.lastName)],
          ['Username', text(m.username)],
          ['Store name', text(m.storeName)],
          ['Email', text(m.email)],
          ['Date of birth', formatDay(m.dob)],
          ['Password set', yesNo(m.hasPassword)],
          ['Withdrawn', m.isWithdraw ? `Yes${m.withdrawReason ? ` (${m.withdrawReason})` : ''}` : 'No'],
        ]}
      />
      <FieldCard
        title="Contact"
        rows={[
          ['Phone', formatPhone(m.prefixPhone, m.phone)],
          ['Email', text(m.email)],
        ]}
      />
      <FieldCard
        title="Balance"
        rows={[
          ['Balance', <span className="tabular-nums">{formatVnd(m.userBalance?.amount)}</span>],
          ['KAR', <span className="tabular-nums">{formatVnd(m.userBalance?.promotion)}</span>],
        ]}
      />
      <FieldCard
        title="Dates"
        rows={[
          ['Created date', formatDateTime(m.createdAt)],
          ['Last login', formatDateTime(m.lastLoginAt)],
          ['Updated date', formatDateTime(m.updatedAt)],
        ]}
      />
      <FieldCard
        title="Verification"
        rows={[
          [
            'Email verified',
            <Badge variant={m.isActiveEmail ? 'success' : 'secondary'}>{yesNo(m.isActiveEmail)}</Badge>,
          ],
          [
            'Phone verified',
            <Badge variant={m.isActivePhone ? 'success' : 'secondary'}>{yesNo(m.isActivePhone)}</Badge>,
          ],
          ['Referral code', <span className="font-mono">{text(m.referralCode)}</span>],
        ]}
      />
      <FieldCard
        title="Metadata"
        rows={
          meta
            ? [
                ['Language', meta.language ? (LANGUAGES[meta.language] ?? meta.language) : '-'],
                ['Province', text(meta.province?.name)],
                ['Country', text(meta.country?.name)],
                ['Push notifications', onOff(meta.isPushNotification)],
                ['Email notifications', onOff(meta.isEmailNotification)],
                ['SMS notifications', onOff(meta.isSmsNotification)],
                ['Promotion notifications', onOff(meta.isPromotionNotification)],
                ['Rating', `${meta.avgRating.toFixed(1)} (${meta.totalRating} ratings)`],
              ]
            : [['Metadata', 'Not set up by this member yet']]
        }
      />
    </>
  );
}
