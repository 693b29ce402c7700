import { select } from '@lingui/core/macro';
import { Select, Trans, useLingui } from '@lingui/react/macro';
import { branchNow, useBookingOptions, useBranches } from '@sabai/booking-journey';
import { DirectRequestDocument } from '@sabai/graphql';
import { bookingAtom } from '@sabai/state';
import { Form, FormField, SubmitButton, useSchemaForm } from '@sabai/ui/forms';
import { directRequestInputSchema, type DirectRequestInput } from '@sabai/validation';
import { useAtomValue } from 'jotai';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { webJourneyConfig } from './journey-config';
import styles from './booking.module.css';
import { GroupContactFields } from './group-contact-fields';
import { oneOrOther } from '@sabai/i18n';

/** The smallest group that asks: one more than the brand takes online (docs/product-rules.md, Guests). */
const useGroupMin = () => useBookingOptions('web').maxGuests + 1;

interface GroupValues {
  branch_id: string;
  date: string;
  time: string;
  guest_count: string;
  contact_name: string;
  contact_phone: string;
  contact_email: string;
  message: string;
}

/** What directRequestInputSchema reads: the guests as a number, an empty time or message as none. */
const toInput = (values: GroupValues) => ({
  ...values,
  guest_count: Number(values.guest_count),
  time: values.time || null,
  message: values.message || null,
});

/** Where, when and how many: the first half of the /book/direct form. */
function GroupVisitFields() {
  const { branches } = useBranches();
  const branchId = useWatch<GroupValues, 'branch_id'>({ name: 'branch_id' });
  const { t } = useLingui();
  const groupMin = useGroupMin();
  const branch = branches.find((b) => b.id === branchId) ?? branches[0];
  return (
    <>
      <FormField name="branch_id" id="direct-branch_id" label={t`Branch`}>
        {(control) => (
          // Controlled: the draft's branch is selected once the branches have loaded.
          <select {...control} value={branchId}>
            <option value="">{t`Choose a branch`}</option>
            {branches.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField name="date" id="direct-date" label={t`Date`}>
        {(control) => (
          <input
            {...control}
            type="date"
            min={branch ? branchNow(branch, webJourneyConfig.now()).date : undefined}
          />
        )}
      </FormField>
      <FormField name="time" id="direct-time" label={t`Preferred time (optional)`}>
        {(control) => <input {...control} type="time" step={1800} />}
      </FormField>
      <FormField name="guest_count" id="direct-guest_count" label={t`Guests`}>
        {(control) => <input {...control} type="number" inputMode="numeric" min={groupMin} max={200} />}
      </FormField>
    </>
  );
}

/** /book/direct: groups above the online limit send a request; staff are told through the outbox. */
export function DirectPage() {
  const draft = useAtomValue(bookingAtom);
  const [, send] = useMutation(DirectRequestDocument);
  const navigate = useNavigate();
  const { t } = useLingui();
  const groupMin = useGroupMin();
  const form = useSchemaForm<GroupValues, DirectRequestInput>({
    schema: directRequestInputSchema,
    toInput,
    defaultValues: {
      branch_id: draft.branchId ?? '',
      date: draft.date ?? '',
      time: draft.time?.slice(0, 5) ?? '',
      guest_count: String(groupMin),
      contact_name: draft.contact.name,
      contact_phone: draft.contact.phone,
      contact_email: draft.contact.email,
      message: '',
    },
  });

  const submit = async (input: DirectRequestInput) => {
    const result = await send({ input });
    if (result.data?.directRequest.status) void navigate('/book/thanks?request=group');
  };

  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>Group booking request</Trans>
      </h1>
      <GroupIntro groupMin={groupMin} />
      <Form
        form={form}
        className={styles.form}
        onSubmit={submit}
        describe={(field) =>
          field === 'guest_count'
            ? t({
                message: select(oneOrOther(groupMin), {
                  one: `Groups of ${groupMin} or more guest.`,
                  other: `Groups of ${groupMin} or more guests.`,
                }),
              })
            : undefined
        }
      >
        <GroupVisitFields />
        <GroupContactFields />
        <SubmitButton className={styles.primary}>
          <Trans>Send request</Trans>
        </SubmitButton>
      </Form>
    </main>
  );
}

/**
 * Who the page is for. Selects on our own one/other, not plurals, which would build an Intl formatter as the page
 * draws (docs/decisions.md, "Dates and amounts without Intl").
 */
function GroupIntro({ groupMin }: { groupMin: number }) {
  return (
    <p>
      <Select
        value={oneOrOther(groupMin)}
        _one={`For ${groupMin} guest or more, tell us what you would like and our team will contact you to arrange it.`}
        other={`For ${groupMin} guests or more, tell us what you would like and our team will contact you to arrange it.`}
      />
    </p>
  );
}
