// The form behind "Change date or time" (docs/product-rules.md, Changes by the customer): a day, then one of the
// times the server offers the booking's own party there (its own places counting as free). The server decides
// with moveMyBooking: cut-off, hours, places and price.
import { Trans, useLingui } from '@lingui/react/macro';
import { toBranchLocal } from '@sabai/booking-rules';
import { errorText, MoveMyBookingDocument } from '@sabai/graphql';
import { formatDate, formatTime } from '@sabai/i18n';
import { localeAtom, showSnackbarAtom } from '@sabai/state';
import { ErrorList, Form, FormField, SubmitButton, useSchemaForm } from '@sabai/ui/forms';
import { moveBookingSchema } from '@sabai/validation';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMutation } from 'urql';
import styles from './booking.module.css';
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
  const form = useSchemaForm({ schema: moveBookingSchema, defaultValues: { date: props.date, time: '' } });
  const date = form.watch('date');
  const { times, fetching } = useDayAvailability({
    branchId,
    date: date || null,
    guestCount,
    booking: { id, token },
  });
  const free = times ? [...times].filter(([, at]) => at.isFree).map(([time]) => time) : [];
  const today = toBranchLocal(Date.now(), timeZone).date;
  const submit = async (to: { date: string; time: string }) => {
    const { error } = await move({ id, token, dateTime: `${to.date} ${to.time}` }, { quietErrors: true });
    if (error) {
      form.setError('root', { message: errorText(error) });
      return;
    }
    const when = `${formatDate(to.date, locale, 'long')} ${formatTime(to.time)}`;
    showSnackbar({ message: t`Booking ${no} is moved to ${when}.`, color: 'success' });
    onMoved();
  };
  return (
    <Form form={form} className={styles.form} onSubmit={submit} label={t`Change date or time`}>
      <FormField name="date" id="move-date" label={t`New date`}>
        {(control) => <input {...control} type="date" min={today} />}
      </FormField>
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
      <ErrorList />
      <SubmitButton busy={state.fetching} className={styles.primary}>
        <Trans>Move my booking</Trans>
      </SubmitButton>
    </Form>
  );
}
