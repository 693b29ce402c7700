import { useEffect, useRef } from 'react';

/**
 * Prints once per booking number as soon as its receipt is `ready`. The ref keeps StrictMode's second
 * effect run, and any later render of the same booking, from printing a second slip.
 */
export function usePrintOnce(bookingNo: string, ready: boolean) {
  const printed = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || printed.current === bookingNo) return;
    printed.current = bookingNo;
    window.print();
  }, [bookingNo, ready]);
}
