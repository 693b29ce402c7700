import { Trans, useLingui } from '@lingui/react/macro';
import { UpdatePasswordDocument, UpdateProfileDocument } from '@sabai/graphql';
import { startSessionAtom, userAtom } from '@sabai/state';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useMutation } from 'urql';
import styles from '../booking/booking.module.css';
import { PasswordMeter } from './password-meter';

function PersonalInfo() {
  const user = useAtomValue(userAtom);
  const startSession = useSetAtom(startSessionAtom);
  const [{ fetching }, update] = useMutation(UpdateProfileDocument);
  const [form, setForm] = useState({
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    birthdate: user?.birthdate ?? '',
  });
  const [saved, setSaved] = useState(false);
  const { t } = useLingui();
  const set = (field: keyof typeof form) => (e: { target: { value: string } }) => {
    setSaved(false);
    setForm((f) => ({ ...f, [field]: e.target.value }));
  };
  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        void update(form).then((result) => {
          if (!result.data) return;
          startSession(result.data.updateProfile);
          setSaved(true);
        });
      }}
    >
      <div className={styles.field}>
        <label htmlFor="profile-first">{t`First name`}</label>
        <input id="profile-first" value={form.first_name} onChange={set('first_name')} />
      </div>
      <div className={styles.field}>
        <label htmlFor="profile-last">{t`Last name`}</label>
        <input id="profile-last" value={form.last_name} onChange={set('last_name')} />
      </div>
      <div className={styles.field}>
        <label htmlFor="profile-birthdate">{t`Birthdate`}</label>
        <input id="profile-birthdate" type="date" value={form.birthdate} onChange={set('birthdate')} />
      </div>
      <p className={styles.hint}>
        {user?.phone} · {user?.email}
      </p>
      {saved && <p role="status">{t`Saved.`}</p>}
      <button type="submit" className={styles.primary} disabled={fetching}>
        <Trans>Save</Trans>
      </button>
    </form>
  );
}

function PasswordChange() {
  const [{ fetching, data }, update] = useMutation(UpdatePasswordDocument);
  const [form, setForm] = useState({ current_password: '', password: '', password_confirmation: '' });
  const { t } = useLingui();
  const set = (field: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));
  const mismatch = form.password_confirmation !== '' && form.password !== form.password_confirmation;
  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        if (!mismatch) void update(form);
      }}
    >
      <div className={styles.field}>
        <label htmlFor="password-current">{t`Current password`}</label>
        <input
          id="password-current"
          type="password"
          autoComplete="current-password"
          value={form.current_password}
          onChange={set('current_password')}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="password-new">{t`New password`}</label>
        <input
          id="password-new"
          type="password"
          autoComplete="new-password"
          value={form.password}
          onChange={set('password')}
        />
        <PasswordMeter password={form.password} />
      </div>
      <div className={styles.field}>
        <label htmlFor="password-confirmation">{t`Confirm password`}</label>
        <input
          id="password-confirmation"
          type="password"
          autoComplete="new-password"
          aria-invalid={mismatch}
          aria-describedby={mismatch ? 'password-mismatch' : undefined}
          value={form.password_confirmation}
          onChange={set('password_confirmation')}
        />
        {mismatch && (
          <p id="password-mismatch" className={styles.error}>
            {t`Confirmation password is different from password`}
          </p>
        )}
      </div>
      {data?.updatePassword.status && <p role="status">{data.updatePassword.message}</p>}
      <button type="submit" className={styles.primary} disabled={fetching}>
        <Trans>Change password</Trans>
      </button>
    </form>
  );
}

/** The member's profile: personal info and password tabs (behind the verified guard). */
export function ProfilePage() {
  const [tab, setTab] = useState<'info' | 'password'>('info');
  const { t } = useLingui();
  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>Profile</Trans>
      </h1>
      <div role="tablist" aria-label={t`Profile`} className={styles.tabs}>
        {(['info', 'password'] as const).map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            aria-controls="profile-panel"
            className={styles.tab}
            onClick={() => setTab(key)}
          >
            {key === 'info' ? t`Personal info` : t`Password`}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="profile-panel" className={styles.panel}>
        {tab === 'info' ? <PersonalInfo /> : <PasswordChange />}
      </div>
    </main>
  );
}
