import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffMemberFieldsFragment } from '@sabai/graphql/staff';
import { formatDate, formatInstant } from '@sabai/i18n';
import { localeAtom } from '@sabai/state';
import { Money } from '@sabai/ui';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { ListPager } from '../layout/list-pager';
import { MemberBookingsTable } from './member-bookings-table';
import { WalletLedgerTable } from './wallet-ledger-table';
import styles from './members.module.css';
import { usePagesLabel } from './use-pages-label';

type Member = StaffMemberFieldsFragment;

export function ProfileSection({ member, timeZone }: { member: Member; timeZone: string }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  return (
    <section aria-labelledby="profile-title">
      <h2 id="profile-title">{t`Profile`}</h2>
      <dl className={styles.facts}>
        <dt>{t`Name`}</dt>
        <dd>
          {member.prefix} {member.first_name} {member.last_name}
        </dd>
        <dt>{t`Phone`}</dt>
        <dd>
          <a href={`tel:${member.phone}`}>{member.phone}</a>
        </dd>
        <dt>{t`E-mail`}</dt>
        <dd>{member.email}</dd>
        <dt>{t`Tier`}</dt>
        <dd>{member.tier}</dd>
        <dt>{t`Member since`}</dt>
        <dd>{formatInstant(member.member_since, locale, timeZone)}</dd>
      </dl>
    </section>
  );
}

export function PointsSection({ member, timeZone }: { member: Member; timeZone: string }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  return (
    <section aria-labelledby="points-title">
      <h2 id="points-title">{t`Points`}</h2>
      <p className={styles.balance}>{member.points.toLocaleString('en')}</p>
      {member.points_expire_at && (
        <p>
          <Trans>The soonest expire on {formatInstant(member.points_expire_at, locale, timeZone)}.</Trans>
        </p>
      )}
    </section>
  );
}

export interface WalletSectionProps {
  member: Member;
  timeZone: string;
  /** The counter top-up, when the staff may make one at this branch. */
  topUp: ReactNode;
  onLedgerPage: (page: number) => void;
}

export function WalletSection({ member, timeZone, topUp, onLedgerPage }: WalletSectionProps) {
  const { t } = useLingui();
  const pagesOf = usePagesLabel();
  const { ledger } = member;
  return (
    <section aria-labelledby="wallet-title" className={styles.wide}>
      <h2 id="wallet-title">{t`Wallet`}</h2>
      <p className={styles.balance}>
        <Money amount={member.wallet_balance} />
      </p>
      {!member.wallet_activated && (
        <p>
          <Trans>The wallet is not activated yet; a top-up activates it.</Trans>
        </p>
      )}
      {topUp}
      <h3>{t`Wallet movements`}</h3>
      {ledger.entries.length > 0 ? (
        <WalletLedgerTable entries={ledger.entries} timeZone={timeZone} />
      ) : (
        <p className={styles.empty}>{t`No movement yet.`}</p>
      )}
      <ListPager
        label={pagesOf(t`Wallet movements`)}
        page={ledger.page}
        pageSize={ledger.page_size}
        total={ledger.total}
        onPage={onLedgerPage}
        count={false}
      />
    </section>
  );
}

export function BookingsSections({
  member,
  onPastPage,
}: {
  member: Member;
  onPastPage: (page: number) => void;
}) {
  const { t } = useLingui();
  const pagesOf = usePagesLabel();
  return (
    <>
      <section aria-labelledby="upcoming-title" className={styles.wide}>
        <h2 id="upcoming-title">{t`Upcoming bookings`}</h2>
        {member.upcoming.length > 0 ? (
          <MemberBookingsTable bookings={member.upcoming} caption={t`Upcoming bookings`} />
        ) : (
          <p className={styles.empty}>{t`No upcoming booking.`}</p>
        )}
      </section>
      <section aria-labelledby="past-title" className={styles.wide}>
        <h2 id="past-title">{t`Past bookings`}</h2>
        {member.past.bookings.length > 0 ? (
          <MemberBookingsTable bookings={member.past.bookings} caption={t`Past bookings`} />
        ) : (
          <p className={styles.empty}>{t`No past booking.`}</p>
        )}
        <ListPager
          label={pagesOf(t`Past bookings`)}
          page={member.past.page}
          pageSize={member.past.page_size}
          total={member.past.total}
          onPage={onPastPage}
          count={false}
        />
      </section>
    </>
  );
}

export function CoursesSection({ member }: { member: Member }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  return (
    <section aria-labelledby="courses-title" className={styles.wide}>
      <h2 id="courses-title">{t`Prepaid courses`}</h2>
      {member.courses.length > 0 ? (
        <ul>
          {member.courses.map((course) => (
            <li key={course.id}>
              <Trans>
                {course.name}: {course.volume_left} of {course.volume_total} left, until{' '}
                {formatDate(course.expires_on, locale)}
              </Trans>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{t`No prepaid course.`}</p>
      )}
    </section>
  );
}
