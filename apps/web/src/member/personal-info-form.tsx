import { Trans, useLingui } from '@lingui/react/macro';
import { UpdateProfileDocument } from '@sabai/graphql';
import { startSessionAtom, userAtom } from '@sabai/state';
import { ErrorList, Form, FormField, SubmitButton } from '@sabai/ui/forms';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from 'urql';
import styles from '../booking/booking.module.css';
import { useErrorCodeText } from './use-error-code-text';

interface ProfileValues {
  first_name: string;
  last_name: string;
  birthdate: string;
}

export interface PersonalInfoFormProps {
  /** After a successful save (a member completing the profile goes back to the booking). */
  onSaved?: () => void;
}

/** The member's name and birthdate; the server checks them (updateProfile needs a verified session). */
export function PersonalInfoForm({ onSaved }: PersonalInfoFormProps) {
  const user = useAtomValue(userAtom);
  const startSession = useSetAtom(startSessionAtom);
  const [{ fetching }, update] = useMutation(UpdateProfileDocument);
  const [saved, setSaved] = useState(false);
  const { t } = useLingui();
  const errorText = useErrorCodeText();
  const form = useForm<ProfileValues>({
    defaultValues: {
      first_name: user?.first_name ?? '',
      last_name: user?.last_name ?? '',
      birthdate: user?.birthdate ?? '',
    },
  });
  // "Saved." stands until the member changes something again.
  useEffect(() => {
    const subscription = form.watch(() => setSaved(false));
    return () => subscription.unsubscribe();
  }, [form]);

  const submit = async (values: ProfileValues) => {
    // Its refusal (profile.updateFailed, a field) shows here at the form, not a second time in the snackbar.
    const result = await update(values, { quietErrors: true });
    if (result.error || !result.data) {
      form.setError('root', { message: result.error ? errorText.ofError(result.error) : t`Unknown Error` });
      return;
    }
    startSession(result.data.updateProfile);
    setSaved(true);
    onSaved?.();
  };

  return (
    <Form form={form} className={styles.form} onSubmit={submit}>
      <FormField name="first_name" id="profile-first" label={t`First name`} />
      <FormField name="last_name" id="profile-last" label={t`Last name`} />
      <FormField name="birthdate" id="profile-birthdate" label={t`Birthdate`}>
        {(control) => <input {...control} type="date" />}
      </FormField>
      <p className={styles.hint}>
        {user?.phone} · {user?.email}
      </p>
      <ErrorList />
      {saved && <p role="status">{t`Saved.`}</p>}
      <SubmitButton busy={fetching} className={styles.primary}>
        <Trans>Save</Trans>
      </SubmitButton>
    </Form>
  );
}
