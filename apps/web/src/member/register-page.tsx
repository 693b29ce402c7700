import { Trans, useLingui } from '@lingui/react/macro';
import { RegisterDocument } from '@sabai/graphql';
import { startSessionAtom } from '@sabai/state';
import { parseInput, registerInputSchema, USER_PREFIXES } from '@sabai/validation';
import { useSetAtom } from 'jotai';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import styles from '../booking/booking.module.css';
import { useFieldMessage } from '../booking/field-messages';
import { FormField, type ControlProps } from '../booking/form-field';
import { PasswordMeter } from './password-meter';
import { failureText, useAuthApi } from './use-auth-api';

const today = () => new Date().toISOString().slice(0, 10);

/** /member/register: the member's details, then the code sent to the phone (OTP verify). */
export function RegisterPage() {
  const api = useAuthApi();
  const [, register] = useMutation(RegisterDocument);
  const startSession = useSetAtom(startSessionAtom);
  const navigate = useNavigate();
  const message = useFieldMessage();
  const { t } = useLingui();
  const [form, setForm] = useState({
    prefix: 'Mr.' as (typeof USER_PREFIXES)[number],
    first_name: '',
    last_name: '',
    birthdate: '',
    phone: '',
    email: '',
    password: '',
    password_confirmation: '',
    is_subscribe: false,
    ref_code: '',
    code: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));

  const check = (withCode: boolean) => {
    const parsed = parseInput(registerInputSchema(today()), {
      ...form,
      ref_code: withCode ? form.ref_code : 'AAAA',
      code: withCode ? form.code : '000000',
    });
    if (parsed.ok) {
      setErrors({});
      return parsed.value;
    }
    const found: Record<string, string> = {};
    for (const p of parsed.problems) found[p.field] ??= message(p.message);
    setErrors(found);
    return null;
  };

  const submit = async () => {
    setFailure(null);
    if (!form.ref_code) {
      if (!check(false)) return;
      setBusy(true);
      try {
        setForm({ ...form, ref_code: await api.requestOtp(form.phone, 'register') });
      } catch (e) {
        setFailure(failureText(e, t`Unable to register new user`));
      } finally {
        setBusy(false);
      }
      return;
    }
    const input = check(true);
    if (!input) return;
    setBusy(true);
    const result = await register({ input });
    setBusy(false);
    const answer = result.data?.register;
    if (!answer) return;
    startSession(answer.user, answer.access_token);
    void navigate('/member', { replace: true });
  };

  const field = (name: keyof typeof form, label: string, control: (props: ControlProps) => ReactNode) => (
    <FormField id={`register-${name}`} label={label} error={errors[name]}>
      {control}
    </FormField>
  );
  const prefixLabels = { 'Mr.': t`Mr.`, 'Mrs.': t`Mrs.`, Miss: t`Miss`, Other: t`Other` };

  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>Become a member</Trans>
      </h1>
      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {field('prefix', t`Title`, (control) => (
          <select {...control} value={form.prefix} onChange={set('prefix')}>
            {USER_PREFIXES.map((p) => (
              <option key={p} value={p}>
                {prefixLabels[p]}
              </option>
            ))}
          </select>
        ))}
        {field('first_name', t`First name`, (control) => (
          <input
            {...control}
            autoComplete="given-name"
            value={form.first_name}
            onChange={set('first_name')}
          />
        ))}
        {field('last_name', t`Last name`, (control) => (
          <input {...control} autoComplete="family-name" value={form.last_name} onChange={set('last_name')} />
        ))}
        {field('birthdate', t`Birthdate`, (control) => (
          <input {...control} type="date" max={today()} value={form.birthdate} onChange={set('birthdate')} />
        ))}
        {field('phone', t`Mobile phone`, (control) => (
          <input {...control} type="tel" autoComplete="tel" value={form.phone} onChange={set('phone')} />
        ))}
        {field('email', t`E-mail`, (control) => (
          <input {...control} type="email" autoComplete="email" value={form.email} onChange={set('email')} />
        ))}
        {field('password', t`Password (at least 8 characters)`, (control) => (
          <>
            <input
              {...control}
              type="password"
              autoComplete="new-password"
              value={form.password}
              onChange={set('password')}
            />
            <PasswordMeter password={form.password} />
          </>
        ))}
        {field('password_confirmation', t`Confirm password`, (control) => (
          <input
            {...control}
            type="password"
            autoComplete="new-password"
            value={form.password_confirmation}
            onChange={set('password_confirmation')}
          />
        ))}
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={form.is_subscribe}
            onChange={(e) => setForm((f) => ({ ...f, is_subscribe: e.target.checked }))}
          />
          <Trans>Send me news and offers</Trans>
        </label>
        {form.ref_code &&
          field('code', t`Code from the SMS (ref. ${form.ref_code})`, (control) => (
            <input
              {...control}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={form.code}
              onChange={set('code')}
            />
          ))}
        {failure && (
          <p className={styles.error} role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className={styles.primary} disabled={busy}>
          {form.ref_code ? <Trans>Register</Trans> : <Trans>Send me a code</Trans>}
        </button>
      </form>
    </main>
  );
}
