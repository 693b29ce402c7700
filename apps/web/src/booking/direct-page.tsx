import { Trans, useLingui } from '@lingui/react/macro';
import { useBranches } from '@sabai/booking-journey';
import { onlineBookingOptions } from '@sabai/booking-rules';
import { DirectRequestDocument } from '@sabai/graphql';
import { bookingAtom } from '@sabai/state';
import { directRequestInputSchema, parseInput } from '@sabai/validation';
import { useAtomValue } from 'jotai';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { branchNow } from './web-journey';
import styles from './booking.module.css';
import { useFieldMessage } from './field-messages';
import { FormField, type ControlProps } from './form-field';

const GROUP_MIN = onlineBookingOptions.maxGuests + 1;

/** /book/direct: groups above the online limit send a request; staff are told through the outbox. */
export function DirectPage() {
  const draft = useAtomValue(bookingAtom);
  const { branches } = useBranches();
  const [, send] = useMutation(DirectRequestDocument);
  const navigate = useNavigate();
  const message = useFieldMessage();
  const { t } = useLingui();
  const [form, setForm] = useState({
    branch_id: draft.branchId ?? '',
    date: draft.date ?? '',
    time: draft.time?.slice(0, 5) ?? '',
    guest_count: String(GROUP_MIN),
    contact_name: draft.contact.name,
    contact_phone: draft.contact.phone,
    contact_email: draft.contact.email,
    message: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const branch = branches.find((b) => b.id === form.branch_id) ?? branches[0];
  const set = (field: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));

  const submit = async () => {
    const input = {
      ...form,
      guest_count: Number(form.guest_count),
      time: form.time || null,
      message: form.message || null,
    };
    const parsed = parseInput(directRequestInputSchema, input);
    if (!parsed.ok) {
      const found: Record<string, string> = {};
      for (const p of parsed.problems) {
        found[p.field] ??=
          p.field === 'guest_count' ? t`Groups of ${GROUP_MIN} or more guests.` : message(p.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await send({ input });
    setBusy(false);
    if (result.data?.directRequest.status) void navigate('/book/thanks?request=group');
  };

  const field = (name: keyof typeof form, label: string, control: (props: ControlProps) => ReactNode) => (
    <FormField id={`direct-${name}`} label={label} error={errors[name]}>
      {control}
    </FormField>
  );

  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>Group booking request</Trans>
      </h1>
      <p>
        <Trans>
          For {GROUP_MIN} guests or more, tell us what you would like and our team will contact you to arrange
          it.
        </Trans>
      </p>
      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {field('branch_id', t`Branch`, (control) => (
          <select {...control} value={form.branch_id} onChange={set('branch_id')}>
            <option value="">{t`Choose a branch`}</option>
            {branches.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        ))}
        {field('date', t`Date`, (control) => (
          <input
            {...control}
            type="date"
            min={branch ? branchNow(branch).date : undefined}
            value={form.date}
            onChange={set('date')}
          />
        ))}
        {field('time', t`Preferred time (optional)`, (control) => (
          <input {...control} type="time" step={1800} value={form.time} onChange={set('time')} />
        ))}
        {field('guest_count', t`Guests`, (control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={GROUP_MIN}
            max={200}
            value={form.guest_count}
            onChange={set('guest_count')}
          />
        ))}
        {field('contact_name', t`Name`, (control) => (
          <input {...control} autoComplete="name" value={form.contact_name} onChange={set('contact_name')} />
        ))}
        {field('contact_phone', t`Mobile phone`, (control) => (
          <input
            {...control}
            type="tel"
            autoComplete="tel"
            value={form.contact_phone}
            onChange={set('contact_phone')}
          />
        ))}
        {field('contact_email', t`E-mail`, (control) => (
          <input
            {...control}
            type="email"
            autoComplete="email"
            value={form.contact_email}
            onChange={set('contact_email')}
          />
        ))}
        {field('message', t`What would you like? (optional)`, (control) => (
          <textarea {...control} rows={4} maxLength={2000} value={form.message} onChange={set('message')} />
        ))}
        <button type="submit" className={styles.primary} disabled={busy}>
          <Trans>Send request</Trans>
        </button>
      </form>
    </main>
  );
}
