// Check-in by the booking's QR code (docs/api.md, Staff API): the server reads the link the QR holds
// (/book/<id>?token=…) and answers the booking as it now is, or a coded, translated refusal.
import { errorText } from '@sabai/graphql';
import { CheckInBookingDocument, type StaffBookingFieldsFragment } from '@sabai/graphql/staff';
import { useCallback, useState } from 'react';
import { useMutation } from 'urql';

export type ScanOutcome =
  { kind: 'checked_in'; booking: StaffBookingFieldsFragment } | { kind: 'refused'; message: string };

export function useCheckInByQr() {
  const [{ fetching }, checkIn] = useMutation(CheckInBookingDocument);
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  const submit = useCallback(
    async (qr: string) => {
      const text = qr.trim();
      if (!text) return;
      const result = await checkIn({ qr: text }, { quietErrors: true });
      const booking = result.data?.checkInBooking;
      if (booking) setOutcome({ kind: 'checked_in', booking });
      else if (result.error) setOutcome({ kind: 'refused', message: errorText(result.error) });
    },
    [checkIn],
  );
  return { submit, fetching, outcome };
}
