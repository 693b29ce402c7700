import { Trans, useLingui } from '@lingui/react/macro';
import { RegisterDocument } from '@sabai/graphql';
import { startSessionAtom } from '@sabai/state';
import { CodeEntry, ErrorList, Form, SubmitButton, useSchemaForm } from '@sabai/ui/forms';
import { registerInputSchema, type RegisterInput, type USER_PREFIXES } from '@sabai/validation';
import { useSetAtom } from 'jotai';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import styles from '../booking/booking.module.css';
import { RegisterDetailsFields } from './register-details-fields';
import { failureText, useAuthApi } from '@sabai/state/auth-api';

const today = () => new Date().toISOString().slice(0, 10);

interface RegisterValues {
  prefix: (typeof USER_PREFIXES)[number];
  first_name: string;
  last_name: string;
  birthdate: string;
  phone: string;
  email: string;
  password: string;
  password_confirmation: string;
  is_subscribe: boolean;
  /** The reference of the code sent; empty before (no input: set by the first submit). */
  ref_code: string;
  code: string;
}

const EMPTY: RegisterValues = {
  prefix: 'Mr.',
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
};

/** Before a code is sent, the schema is given stand-ins for the code: every other field is checked. */
const toInput = (values: RegisterValues) => ({
  ...values,
  ref_code: values.ref_code || 'AAAA',
  code: values.ref_code ? values.code : '000000',
});

/** /member/register: the member's details, then the code sent to the phone (OTP verify). */
export function RegisterPage() {
  const api = useAuthApi();
  const [, register] = useMutation(RegisterDocument);
  const startSession = useSetAtom(startSessionAtom);
  const navigate = useNavigate();
  const { t } = useLingui();
  const form = useSchemaForm<RegisterValues, RegisterInput>({
    schema: registerInputSchema(today()),
    toInput,
    defaultValues: EMPTY,
  });
  const refCode = useWatch({ control: form.control, name: 'ref_code' });

  const submit = async (input: RegisterInput) => {
    if (!form.getValues('ref_code')) {
      try {
        form.setValue('ref_code', await api.requestOtp(form.getValues('phone'), 'register'));
      } catch (e) {
        form.setError('root', { message: failureText(e, t`Unable to register new user`) });
      }
      return;
    }
    const answer = (await register({ input })).data?.register;
    if (!answer) return;
    startSession(answer.user, answer.access_token);
    void navigate('/member', { replace: true });
  };

  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>Become a member</Trans>
      </h1>
      <Form form={form} className={styles.form} onSubmit={submit}>
        <RegisterDetailsFields today={today()} />
        <label className={styles.check}>
          <input type="checkbox" {...form.register('is_subscribe')} />
          <Trans>Send me news and offers</Trans>
        </label>
        {refCode && <CodeEntry id="register-code" sentRef={refCode} />}
        <ErrorList />
        <SubmitButton className={styles.primary}>
          {refCode ? <Trans>Register</Trans> : <Trans>Send me a code</Trans>}
        </SubmitButton>
      </Form>
    </main>
  );
}
