import { useEffect, useState } from 'react';

export interface QrImageProps {
  /** What the code holds. */
  value: string;
  /** What the code is, for screen readers. */
  alt: string;
  /** Width and height in CSS pixels. */
  size?: number;
  className?: string | undefined;
  /** Once the code is on screen, e.g. to print it: printing earlier leaves it out. */
  onDrawn?: (() => void) | undefined;
}

/**
 * A QR code drawn in the browser (a booking's for check-in, a payment's on the kiosk); `qrcode` loads only on
 * the pages that show one. Until it is drawn, an empty square of the same size holds the place.
 */
export function QrImage({ value, alt, size = 240, className, onDrawn }: QrImageProps) {
  const [drawn, setDrawn] = useState<{ value: string; src: string } | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then((qr) =>
      qr.toDataURL(value, { margin: 1, width: size, errorCorrectionLevel: 'M' }).then((src) => {
        if (live) setDrawn({ value, src });
      }),
    );
    return () => {
      live = false;
    };
  }, [value, size]);
  return drawn?.value === value ? (
    <img className={className} src={drawn.src} width={size} height={size} alt={alt} onLoad={onDrawn} />
  ) : (
    <div className={className} style={{ width: size, height: size }} aria-hidden="true" />
  );
}
