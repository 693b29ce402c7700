import { Trans, useLingui } from '@lingui/react/macro';
import { formatLongDate } from '@sabai/i18n';
import { brandAtom, localeAtom, userAtom } from '@sabai/state';
import { Money } from '@sabai/ui';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import bookingStyles from '../booking/booking.module.css';
import styles from './member.module.css';
import { MemberQrCard } from './member-qr-card';

/** /member: who the member is, their tier with this brand's discount, wallet and points. */
export function MemberPage() {
  const user = useAtomValue(userAtom);
  const brand = useAtomValue(brandAtom);
  const locale = useAtomValue(localeAtom);
  const { t } = useLingui();
  if (!user) return null;
  const discount = user.tier.discounts.find((d) => d.brand_id === brand?.id)?.discount ?? 0;
  return (
    <main id="main" className={bookingStyles.page}>
      <h1>
        <Trans>
          Hello, {user.first_name} {user.last_name}
        </Trans>
      </h1>
      <section className={styles.card} aria-labelledby="membership-title">
        <h2 id="membership-title">
          <Trans>Membership</Trans>
        </h2>
        <p>
          <span className={styles.tier} data-tier={user.tier.slug} data-testid="tier">
            {user.tier.title || t`Basic`}
          </span>{' '}
          {discount > 0 && <Trans>{discount}% off your treatments</Trans>}
        </p>
        {user.member_since && (
          <p className={bookingStyles.hint}>
            <Trans>Member since {formatLongDate(user.member_since.slice(0, 10), locale)}</Trans>
          </p>
        )}
        <dl className={styles.figures}>
          <div>
            <dt>{t`Wallet`}</dt>
            <dd>{user.wallet.is_activated ? <Money amount={user.wallet.balance} /> : t`Not activated`}</dd>
          </div>
          <div>
            <dt>{t`Points`}</dt>
            <dd>{user.points.active_points}</dd>
          </div>
        </dl>
      </section>
      <MemberQrCard />
      <div className={bookingStyles.actions}>
        <Link className={bookingStyles.secondary} to="/member/booking">
          <Trans>My bookings</Trans>
        </Link>
        <Link className={bookingStyles.primary} to="/book">
          <Trans>Book a visit</Trans>
        </Link>
        <Link className={bookingStyles.secondary} to="/member/profile">
          <Trans>Profile</Trans>
        </Link>
        <Link className={bookingStyles.secondary} to="/member/logout">
          <Trans>Logout</Trans>
        </Link>
      </div>
    </main>
  );
}
