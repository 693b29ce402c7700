import { Trans, useLingui } from '@lingui/react/macro';
import { MemberQrDocument } from '@sabai/graphql';
import { BookingQr } from '@sabai/ui/booking';
import { useEffect, useState } from 'react';
import { useQuery } from 'urql';
import styles from './member.module.css';

/** Asked again this long before the code lapses, so the one on screen always works at the kiosk. */
const REFRESH_MARGIN_SEC = 10;

function LiveQr() {
  const { t } = useLingui();
  const [{ data }, refetch] = useQuery({ query: MemberQrDocument, requestPolicy: 'network-only' });
  const qr = data?.memberQr;
  useEffect(() => {
    if (!qr) return;
    const timer = setTimeout(
      () => refetch({ requestPolicy: 'network-only' }),
      Math.max(5, qr.expires_in - REFRESH_MARGIN_SEC) * 1000,
    );
    return () => clearTimeout(timer);
  }, [qr, refetch]);
  if (!qr) return <p role="status">{t`Loading…`}</p>;
  return <BookingQr value={qr.token} bookingNo={t`member login`} />;
}

/** The member's personal QR code for the kiosk: short-lived and signed, refreshed while shown. */
export function MemberQrCard() {
  const [shown, setShown] = useState(false);
  return (
    <section className={styles.card} aria-labelledby="member-qr-title">
      <h2 id="member-qr-title">
        <Trans>Log in at the kiosk</Trans>
      </h2>
      {shown ? (
        <>
          <LiveQr />
          <p>
            <Trans>Hold this code to the kiosk's camera. It changes every minute.</Trans>
          </p>
        </>
      ) : (
        <button type="button" className={styles.showQr} onClick={() => setShown(true)}>
          <Trans>Show my QR code</Trans>
        </button>
      )}
    </section>
  );
}
