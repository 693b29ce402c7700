import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import styles from '../booking/booking.module.css';
import { safeReturn } from './guards';
import { PasswordChangeForm } from './password-change-form';
import { PersonalInfoForm } from './personal-info-form';

/**
 * The member's profile: personal info and password tabs (behind the verified guard). With ?return= the
 * member was sent here to complete it before booking (member.emptyProfile) and goes back once it is saved.
 */
export function ProfilePage() {
  const [tab, setTab] = useState<'info' | 'password'>('info');
  const [params] = useSearchParams();
  const returnPath = params.get('return');
  const navigate = useNavigate();
  const { t } = useLingui();
  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>Profile</Trans>
      </h1>
      {returnPath && (
        <p role="status">{t`Please complete your profile (name and phone number) before booking.`}</p>
      )}
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
        {tab === 'info' ? (
          <PersonalInfoForm
            {...(returnPath ? { onSaved: () => void navigate(safeReturn(returnPath)) } : {})}
          />
        ) : (
          <PasswordChangeForm />
        )}
      </div>
    </main>
  );
}
