import { useLingui } from '@lingui/react/macro';
import { QrImage } from '../qr/qr-image';
import styles from './booking-qr.module.css';

export interface BookingQrProps {
  /** What the code holds: the booking's link (confirmation, print, kiosk receipt) or a member's login code. */
  value: string;
  bookingNo: string;
  /** Once the code is on screen, e.g. to print it (the kiosk's receipt): printing earlier leaves it out. */
  onDrawn?: () => void;
}

/** A booking's QR code, named by its number; `qrcode` loads only on the pages that show one. */
export function BookingQr({ value, bookingNo, onDrawn }: BookingQrProps) {
  const { t } = useLingui();
  return (
    <QrImage value={value} alt={t`QR code of booking ${bookingNo}`} className={styles.qr} onDrawn={onDrawn} />
  );
}
