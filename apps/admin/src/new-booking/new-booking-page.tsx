// /admin/new-booking (docs/product-rules.md, Bookings made by staff): a phone or walk-in customer booked at
// the desk's branch. The server holds it through the same rules and capacity as every booking; the page then
// opens the booking, where the desk takes the money or sends a payment link. ?request=<id> starts from a
// group request.
import { Trans, useLingui } from '@lingui/react/macro';
import { LoadError, PageLoading } from '@sabai/ui';
import retry from '../layout/retry.module.css';
import { withGuestCount } from './booking-draft';
import { ContactFields } from './contact-fields';
import { GuestFields } from './guest-fields';
import styles from './new-booking.module.css';
import { useNewBooking } from './use-new-booking';
import { WhenFields } from './when-fields';

export function NewBookingPage() {
  const { t } = useLingui();
  const { context, draft, change, errors, menu, products, reloadProducts, request, busy, form, submit } =
    useNewBooking();
  if (context.branches.length === 0) return <PageLoading />;
  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>New booking</Trans>
      </h1>
      {request && (
        <p className={styles.notice}>
          <Trans>
            From the group request of {request.contact_name} ({request.guest_count} guests).
          </Trans>
        </p>
      )}
      <form ref={form} noValidate onSubmit={(e) => void submit(e)} aria-label={t`New booking`}>
        <WhenFields
          draft={draft}
          branches={context.branches}
          errors={errors}
          onChange={change}
          onGuestCount={(count) => change({ guests: withGuestCount(draft.guests, count) })}
        />
        <h2>
          <Trans>Guests and treatments</Trans>
        </h2>
        {products.error && (
          <LoadError
            retryClassName={retry.retry}
            message={t`The treatments could not be loaded.`}
            onRetry={() => reloadProducts({ requestPolicy: 'network-only' })}
          />
        )}
        <div className={styles.guests}>
          {draft.guests.map((guest, i) => (
            <GuestFields
              key={i}
              no={i + 1}
              guest={guest}
              products={menu.filter(choosable)}
              error={errors[`guests.${i}.treatments`]}
              onChange={(next) => change({ guests: draft.guests.map((g, j) => (j === i ? next : g)) })}
            />
          ))}
        </div>
        <h2>
          <Trans>Contact</Trans>
        </h2>
        <ContactFields draft={draft} errors={errors} onChange={change} />
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={busy}>
            <Trans>Hold the booking</Trans>
          </button>
        </div>
      </form>
    </main>
  );
}

/** Force-selected items go to every guest anyway; course sessions are a member's own, used on the web. */
const choosable = (product: { force_select: boolean; type: string }) =>
  !product.force_select && product.type !== 'course_treatment';
