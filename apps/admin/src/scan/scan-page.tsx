// Check-in at the desk by the booking's QR code (docs/api.md, Staff API): the camera, or a handheld
// scanner that types the link and Enter into the field; both send checkInBooking({ qr }).
import { Trans, useLingui } from '@lingui/react/macro';
import { QrReader } from '@sabai/ui/qr';
import { ScanResult } from './scan-result';
import styles from './scan-page.module.css';
import { useCheckInByQr } from './use-check-in-by-qr';

export function ScanPage() {
  const { submit, fetching, outcome } = useCheckInByQr();
  const { t } = useLingui();
  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>Scan to check in</Trans>
      </h1>
      <QrReader
        onText={(text) => void submit(text)}
        busy={fetching}
        fieldLabel={t`Booking QR code (handheld scanner)`}
        submitLabel={t`Check in`}
      />
      {outcome && <ScanResult outcome={outcome} />}
    </main>
  );
}
