import { useBookingOptions, useBranches } from '@sabai/booking-journey';
import { VoucherDocument } from '@sabai/graphql';
import { isLocaleCode } from '@sabai/i18n';
import { bookingAtom, bookingDateTime, emptyBooking, guestsJson, withGuestCount } from '@sabai/state';
import { PageLoading, useLocaleSwitch } from '@sabai/ui';
import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useClient } from 'urql';
import { branchNow, onlineSlots } from './web-journey';

/**
 * /book/ext: entry from other sites (docs/product-rules.md, Screens and routes). branch, date, time, guests,
 * promo and lang pre-fill a new booking (channel ext); a complete, bookable choice continues to the
 * treatments, anything else to /book with what could be kept.
 */
export function ExtPage() {
  const [params] = useSearchParams();
  const { branches, data } = useBranches();
  const setBooking = useSetAtom(bookingAtom);
  const switchLocale = useLocaleSwitch();
  const navigate = useNavigate();
  const client = useClient();
  const started = useRef(false);
  const options = useBookingOptions('web');

  useEffect(() => {
    // Once: a language switch refetches the branches, and StrictMode runs effects twice in development.
    if (!data || started.current) return;
    started.current = true;
    const lang = params.get('lang');
    if (isLocaleCode(lang)) void switchLocale(lang);
    const branch = branches.find((b) => b.id === params.get('branch'));
    const guests = Math.trunc(Number(params.get('guests') ?? '1'));
    if (guests > options.maxGuests) {
      void navigate('/book/direct', { replace: true });
      return;
    }
    const date = params.get('date');
    const rawTime = params.get('time');
    const time = rawTime && /^\d{2}:\d{2}$/.test(rawTime) ? `${rawTime}:00` : rawTime;
    const slots = branch && date ? onlineSlots(branch, date, branchNow(branch), options) : [];
    const timeOk = time !== null && slots.includes(time);
    const draft = withGuestCount(
      {
        ...emptyBooking,
        channel: 'ext',
        branchId: branch?.id ?? null,
        brandId: branch?.brand_id ?? null,
        date: branch && slots.length > 0 ? date : null,
        time: timeOk ? time : null,
      },
      guests >= 1 ? guests : 1,
    );
    const promo = (params.get('promo') ?? '').trim().toUpperCase().slice(0, 40);
    const dateTime = bookingDateTime(draft);
    // Only a usable code is kept (docs/product-rules.md, Promotions and vouchers); the customer can still
    // type another one on /book.
    const checked =
      promo && dateTime
        ? client
            .query(VoucherDocument, {
              code: promo,
              input: {
                branch_id: draft.branchId,
                brand_id: draft.brandId,
                datetime: dateTime,
                guests: guestsJson(draft),
              },
            })
            .toPromise()
            .then((r) => (r.data?.voucher.status === 'usable' ? promo : ''))
        : Promise.resolve('');
    void checked.then((promoCode) => {
      setBooking({ ...draft, promoCode });
      void navigate(branch && timeOk ? '/book/treatment' : '/book', { replace: true });
    });
  }, [data, branches, params, navigate, setBooking, switchLocale, client]);

  return <PageLoading />;
}
