// /admin/new-booking (docs/product-rules.md, Bookings made by staff): a phone or walk-in customer booked at
// the desk's branch. The server holds it through the same rules and capacity as every booking; the page then
// opens the booking, where the desk takes the money or sends a payment link. ?request=<id> starts from a
// group request.
import { Trans, useLingui } from '@lingui/react/macro';
import { LoadError, PageLoading } from '@sabai/ui';
import { Form, SubmitButton } from '@sabai/ui/forms';
import retry from '../layout/retry.module.css';
import { ContactFields } from './contact-fields';
import { useDraftErrorText } from './draft-errors';
import { GuestFields } from './guest-fields';
import styles from './new-booking.module.css';
import { useNewBooking } from './use-new-booking';
import { WhenFields } from './when-fields';

export function NewBookingPage() {
  const { t } = useLingui();
  const booking = useNewBooking();
  const describe = useDraftErrorText();
  const { context, form, guests, menu, products, request, member } = booking;
  if (context.branches.length === 0) return <PageLoading />;
  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>New booking</Trans>
      </h1>
      <Origin request={request} member={member} />
      <Form
        form={form}
        onSubmit={booking.submit}
        onInvalid={booking.onInvalid}
        describe={describe}
        label={t`New booking`}
      >
        <WhenFields
          branch={context.branches.find((b) => b.id === booking.branchId)}
          guestCount={guests.length}
          onGuestCount={booking.setGuestCount}
        />
        <h2>
          <Trans>Guests and treatments</Trans>
        </h2>
        {products.error && (
          <LoadError
            retryClassName={retry.retry}
            message={t`The treatments could not be loaded.`}
            onRetry={() => booking.reloadProducts({ requestPolicy: 'network-only' })}
          />
        )}
        <div className={styles.guests}>
          {guests.map((guest, i) => (
            <GuestFields key={guest.id} index={i} menu={menu} />
          ))}
        </div>
        <h2>
          <Trans>Contact</Trans>
        </h2>
        <ContactFields />
        <div className={styles.actions}>
          <SubmitButton className={styles.primary}>
            <Trans>Hold the booking</Trans>
          </SubmitButton>
        </div>
      </Form>
    </main>
  );
}

/** Where the booking comes from: a group request or a member's page (prefilled from it). */
function Origin({ request, member }: Pick<ReturnType<typeof useNewBooking>, 'request' | 'member'>) {
  if (request)
    return (
      <p className={styles.notice}>
        <Trans>
          From the group request of {request.contact_name} ({request.guest_count} guests).
        </Trans>
      </p>
    );
  if (member)
    return (
      <p className={styles.notice}>
        <Trans>
          For the member {member.first_name} {member.last_name}.
        </Trans>
      </p>
    );
  return null;
}
