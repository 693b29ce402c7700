import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styles from '../booking/booking.module.css';
import { PasswordChangeForm } from './password-change-form';
import { PersonalInfoForm } from './personal-info-form';

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
        {tab === 'info' ? <PersonalInfoForm /> : <PasswordChangeForm />}
      </div>
    </main>
  );
}
