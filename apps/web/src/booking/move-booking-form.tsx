// The form behind "Change date or time" (docs/product-rules.md, Changes by the customer): a day, then one of the
// times the server offers the booking's own party there (its own places counting as free), the difference
// to pay when that time costs more, or what goes back when it costs less. The server decides with moveMyBooking: cut-off, hours, places and price; a
// difference is paid at the gateway, which brings the customer back to the booking's page.
import { Trans, useLingui } from '@lingui/react/macro';
import { toBranchLocal } from '@sabai/booking-rules';
import { errorText, MoveMyBookingDocument } from '@sabai/graphql';
import { formatLongDate, formatMoney, formatTime } from '@sabai/i18n';
import { localeAtom, showSnackbarAtom } from '@sabai/state';
import { ErrorList, Form, FormField, SubmitButton, useSchemaForm } from '@sabai/ui/forms';
import { moveBookingSchema } from '@sabai/validation';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMutation } from 'urql';
import styles from './booking.module.css';
import { MoveCheaper, MoveDifference, useMoveQuote } from './move-difference';
import { useDayAvailability } from './use-availability';

export interface MoveBookingFormProps {
  id: string;
  token: string;
  no: string;
  branchId: string;
  guestCount: number;
  /** Where the booking is now: 'YYYY-MM-DD' and 'HH:mm:ss'. */
  date: string;
  time: string;
  timeZone: string;
  onMoved(): void;
}

export default function MoveBookingForm(props: MoveBookingFormProps) {
  const { id, token, no, branchId, guestCount, timeZone, onMoved } = props;
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const [state, move] = useMutation(MoveMyBookingDocument);
  const form = useSchemaForm({
    schema: moveBookingSchema,
    defaultValues: { date: props.date, time: '', payment_method: 'card' as const },
  });
  const date = form.watch('date');
  const time = form.watch('time');
  const quote = useMoveQuote({ id, token, dateTime: date && time ? `${date} ${time}` : null });
  // Only a time that costs more is paid first; one that costs less moves at once.
  const difference = quote && quote.difference > 0 ? quote.difference : null;
  const today = toBranchLocal(Date.now(), timeZone).date;
  const submit = async (to: { date: string; time: string; payment_method: string }) => {
    const pays = difference ? { difference, paymentMethod: to.payment_method } : {};
    const dateTime = `${to.date} ${to.time}`;
    const { data, error } = await move({ id, token, dateTime, ...pays }, { quietErrors: true });
    if (error) {
      form.setError('root', { message: errorText(error) });
      return;
    }
    const paymentUrl = data?.moveMyBooking.payment_url;
    if (paymentUrl) {
      window.location.assign(paymentUrl);
      return;
    }
    const when = `${formatLongDate(to.date, locale, 'long')} ${formatTime(to.time)}`;
    showSnackbar({ message: t`Booking ${no} is moved to ${when}.`, color: 'success' });
    onMoved();
  };
  return (
    <Form form={form} className={styles.form} onSubmit={submit} label={t`Change date or time`}>
      <FormField name="date" id="move-date" label={t`New date`}>
        {(control) => <input {...control} type="date" min={today} />}
      </FormField>
      <FreeTimeField branchId={branchId} date={date} guestCount={guestCount} booking={{ id, token }} />
      {difference ? <MoveDifference difference={difference} /> : null}
      {quote && quote.difference < 0 ? <MoveCheaper quote={quote} /> : null}
      <ErrorList />
      <SubmitButton busy={state.fetching} className={styles.primary}>
        {difference ? t`Pay ${formatMoney(difference)} and move` : t`Move my booking`}
      </SubmitButton>
    </Form>
  );
}

/** The times the booking's own party gets on the chosen day, its own places counting as free. */
function FreeTimeField(props: {
  branchId: string;
  date: string;
  guestCount: number;
  booking: { id: string; token: string };
}) {
  const { t } = useLingui();
  const { times, fetching } = useDayAvailability({ ...props, date: props.date || null });
  const free = times ? [...times].filter(([, at]) => at.isFree).map(([time]) => time) : [];
  return (
    <>
      <FormField name="time" id="move-time" label={t`New time`}>
        {(control) => (
          <select {...control} aria-busy={fetching}>
            <option value="">{fetching ? t`Looking for free times…` : t`Choose`}</option>
            {free.map((time) => (
              <option key={time} value={time.slice(0, 5)}>
                {formatTime(time)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {times && free.length === 0 && (
        <p role="status">
          <Trans>No free time on this day. Please choose another day.</Trans>
        </p>
      )}
    </>
  );
}
