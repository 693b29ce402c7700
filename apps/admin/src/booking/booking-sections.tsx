import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffBookingQuery } from '@sabai/graphql/staff';
import { formatInstant } from '@sabai/i18n';
import { localeAtom } from '@sabai/state';
import { Money } from '@sabai/ui';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import table from '../layout/table.module.css';
import { useHistoryActionLabel, usePaymentStatusLabel, useWordLabel } from './booking-labels';
import styles from './booking-page.module.css';

export type StaffBookingDetail = StaffBookingQuery['staffBooking'];

export function ContactSection({ booking }: { booking: StaffBookingDetail }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="contact-title">
      <h2 id="contact-title">{t`Contact`}</h2>
      <dl className={styles.facts}>
        <dt>{t`Name`}</dt>
        <dd>{booking.contact_name ?? '—'}</dd>
        <dt>{t`Phone`}</dt>
        <dd>
          {booking.contact_phone ? <a href={`tel:${booking.contact_phone}`}>{booking.contact_phone}</a> : '—'}
        </dd>
        <dt>{t`E-mail`}</dt>
        <dd>{booking.contact_email ?? '—'}</dd>
        <dt>{t`Member`}</dt>
        <dd>
          {booking.member_id ? <Link to={`/members/${booking.member_id}`}>{t`Open the member`}</Link> : t`No`}
        </dd>
        {booking.request && (
          <>
            <dt>{t`Request`}</dt>
            <dd>{booking.request}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

export function GuestsSection({ booking }: { booking: StaffBookingDetail }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="guests-title">
      <h2 id="guests-title">{t`Guests and treatments`}</h2>
      <ol className={styles.guests}>
        {booking.guests.map((guest) => (
          <li key={guest.no}>
            <strong>{guest.name || t`Guest ${guest.no}`}</strong>: {guest.treatments.join(', ')}
          </li>
        ))}
      </ol>
    </section>
  );
}

export function TaxInvoiceSection({ booking }: { booking: StaffBookingDetail }) {
  const { t } = useLingui();
  const tax = booking.tax_invoice;
  if (!tax) return null;
  return (
    <section aria-labelledby="tax-title">
      <h2 id="tax-title">{t`Tax invoice requested`}</h2>
      <dl className={styles.facts}>
        <dt>{t`Tax ID`}</dt>
        <dd>{tax.tax_id}</dd>
        <dt>{t`Name`}</dt>
        <dd>{tax.name}</dd>
        <dt>{t`Address`}</dt>
        <dd>{tax.address}</dd>
        {tax.phone && (
          <>
            <dt>{t`Phone`}</dt>
            <dd>{tax.phone}</dd>
          </>
        )}
        {booking.issued_tax_invoice && (
          <>
            <dt>{t`Issued`}</dt>
            <dd>
              <Link to={`/booking/${encodeURIComponent(booking.id)}/tax-invoice`}>
                {t`Tax invoice ${booking.issued_tax_invoice.number}`}
              </Link>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}

export function PaymentsSection({ booking }: { booking: StaffBookingDetail }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const status = usePaymentStatusLabel();
  const word = useWordLabel();
  return (
    <section aria-labelledby="payments-title">
      <h2 id="payments-title">{t`Payments`}</h2>
      <p>
        <Trans>
          Paid <Money amount={booking.paid} />, owed at the branch <Money amount={booking.owed} />
        </Trans>
      </p>
      {booking.payments.length > 0 && (
        <table className={table.table}>
          <thead>
            <tr>
              <th scope="col">{t`When`}</th>
              <th scope="col">{t`Method`}</th>
              <th scope="col">{t`Status`}</th>
              <th scope="col">{t`Amount`}</th>
              <th scope="col">{t`Note`}</th>
            </tr>
          </thead>
          <tbody>
            {booking.payments.map((p) => (
              <tr key={p.id}>
                <td>{formatInstant(p.created_at, locale, booking.branch.time_zone)}</td>
                <td>{p.method ? word(p.method) : '—'}</td>
                <td>{status(p.status)}</td>
                <td className={table.amount}>
                  <Money amount={p.amount} />
                </td>
                <td>{p.reason ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function HistorySection({ booking }: { booking: StaffBookingDetail }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const action = useHistoryActionLabel();
  const word = useWordLabel();
  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title">{t`History`}</h2>
      <ol className={styles.history}>
        {booking.history.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <time dateTime={entry.at}>{formatInstant(entry.at, locale, booking.branch.time_zone)}</time>{' '}
            <strong>{action(entry.action)}</strong> · {word(entry.by)}
            {entry.detail ? ` · ${word(entry.detail)}` : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}
