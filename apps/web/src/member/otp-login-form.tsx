import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorList, Form, PhoneCodeFields, SubmitButton } from '@sabai/ui/forms';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styles from '../booking/booking.module.css';
import { failureText, useAuthApi } from '@sabai/state/auth-api';

interface OtpValues {
  phone: string;
  code: string;
}

export interface OtpLoginFormProps {
  onDone: () => void;
}

/**
 * A code by SMS, then the code. No schema on this side: the server's answers (a wait before the next
 * code, a wrong or expired code) are what the member reads.
 */
export function OtpLoginForm({ onDone }: OtpLoginFormProps) {
  const api = useAuthApi();
  const [ref, setRef] = useState<string | null>(null);
  const form = useForm<OtpValues>({ defaultValues: { phone: '', code: '' } });
  const { t } = useLingui();

  const submit = async ({ phone, code }: OtpValues) => {
    try {
      if (!ref) setRef(await api.requestOtp(phone));
      else {
        await api.verifyOtp(phone, ref, code);
        onDone();
      }
    } catch (e) {
      form.setError('root', { message: failureText(e, t`OTP invalid or expired`) });
    }
  };

  return (
    <Form form={form} className={styles.form} onSubmit={submit}>
      <PhoneCodeFields idPrefix="otp" sentRef={ref} />
      <ErrorList />
      <SubmitButton className={styles.primary}>
        {ref ? <Trans>Log in</Trans> : <Trans>Send me a code</Trans>}
      </SubmitButton>
      {ref && (
        <button
          type="button"
          className={styles.secondary}
          disabled={form.formState.isSubmitting}
          onClick={() => setRef(null)}
        >
          <Trans>Ask for a new code</Trans>
        </button>
      )}
    </Form>
  );
}
