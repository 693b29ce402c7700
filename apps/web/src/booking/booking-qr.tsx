import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import styles from './booking.module.css';

/** A QR code of the booking, drawn in the browser; `qrcode` loads only on the pages that show one. */
export function BookingQr({ value, bookingNo }: { value: string; bookingNo: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const { t } = useLingui();
  useEffect(() => {
    let live = true;
    void import('qrcode').then((qr) =>
      qr.toDataURL(value, { margin: 1, width: 240, errorCorrectionLevel: 'M' }).then((url) => {
        if (live) setSrc(url);
      }),
    );
    return () => {
      live = false;
    };
  }, [value]);
  return src ? (
    <img className={styles.qr} src={src} width={240} height={240} alt={t`QR code of booking ${bookingNo}`} />
  ) : (
    <div className={styles.qr} aria-hidden="true" />
  );
}
