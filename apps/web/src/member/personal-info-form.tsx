import { Trans, useLingui } from '@lingui/react/macro';
import { UpdateProfileDocument } from '@sabai/graphql';
import { startSessionAtom, userAtom } from '@sabai/state';
import { Form, FormField, SubmitButton } from '@sabai/ui/forms';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from 'urql';
import styles from '../booking/booking.module.css';

interface ProfileValues {
  first_name: string;
  last_name: string;
  birthdate: string;
}

/** The member's name and birthdate; the server checks them (updateProfile needs a verified session). */
export function PersonalInfoForm() {
  const user = useAtomValue(userAtom);
  const startSession = useSetAtom(startSessionAtom);
  const [{ fetching }, update] = useMutation(UpdateProfileDocument);
  const [saved, setSaved] = useState(false);
  const { t } = useLingui();
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
    const result = await update(values);
    if (!result.data) return;
    startSession(result.data.updateProfile);
    setSaved(true);
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
      {saved && <p role="status">{t`Saved.`}</p>}
      <SubmitButton busy={fetching} className={styles.primary}>
        <Trans>Save</Trans>
      </SubmitButton>
    </Form>
  );
}
