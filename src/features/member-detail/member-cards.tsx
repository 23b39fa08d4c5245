import { useCan } from '@/components/layout/permissions';
import { ActiveBadge, type ActiveWords } from '@/components/record/active-badge';
import { DetailCard, type DetailRow } from '@/components/record/detail-fields';
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
const YES_NO: ActiveWords = ['Yes', 'No'];
const yesNo = (v: boolean) => (v ? YES_NO[0] : YES_NO[1]);
const onOff = (v: boolean) => (v ? 'On' : 'Off');

export function MemberCards(props: { member: FragmentType<typeof MemberCardsFragmentDoc> }) {
  const m = readFragment(MemberCardsFragmentDoc, props.member);
  const meta = m.metadata;
  // Money: only for the roles that see balances; the API answers null to the others (docs/permissions.md).
  const seesBalance = useCan('members.balances');
  const balanceCard: { title: string; rows: DetailRow[] } = {
    title: 'Balance',
    rows: [
      ['Balance', <span className="tabular-nums">{formatVnd(m.userBalance?.amount)}</span>],
      ['KAR', <span className="tabular-nums">{formatVnd(m.userBalance?.promotion)}</span>],
    ],
  };
  const cards: { title: string; rows: DetailRow[] }[] = [
    {
      title: 'Identity',
      rows: [
        ['First name', text(m.firstName)],
        ['Last name', text(m.lastName)],
        ['Username', text(m.username)],
        ['Store name', text(m.storeName)],
        ['Email', text(m.email)],
        ['Date of birth', formatDay(m.dob)],
        ['Password set', yesNo(m.hasPassword)],
        ['Withdrawn', m.isWithdraw ? `Yes${m.withdrawReason ? ` (${m.withdrawReason})` : ''}` : 'No'],
      ],
    },
    {
      title: 'Contact',
      rows: [
        ['Phone', formatPhone(m.prefixPhone, m.phone)],
        ['Email', text(m.email)],
      ],
    },
    ...(seesBalance ? [balanceCard] : []),
    {
      title: 'Dates',
      rows: [
        ['Created date', formatDateTime(m.createdAt)],
        ['Last login', formatDateTime(m.lastLoginAt)],
        ['Updated date', formatDateTime(m.updatedAt)],
      ],
    },
    {
      title: 'Verification',
      rows: [
        ['Email verified', <ActiveBadge active={m.isActiveEmail} words={YES_NO} />],
        ['Phone verified', <ActiveBadge active={m.isActivePhone} words={YES_NO} />],
        ['Referral code', <span className="font-mono">{text(m.referralCode)}</span>],
      ],
    },
    {
      title: 'Metadata',
      rows: meta
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
        : [['Metadata', 'Not set up by this member yet']],
    },
  ];
  return (
    <>
      {cards.map((card) => (
        <DetailCard key={card.title} title={card.title} rows={card.rows} />
      ))}
    </>
  );
}
