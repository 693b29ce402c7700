import { Trans } from '@lingui/react/macro';
import { LanguageMenu, usePageHeadingFocus } from '@sabai/ui';
import { useNavigate, useSearchParams } from 'react-router';
import { safeReturn } from '../admin-paths';
import { LoginForm } from './login-form';
import styles from './login-page.module.css';

/** /admin/login: the staff sign-in, then back to the page asked for (?return=) or the day sheet. */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  usePageHeadingFocus();
  const done = () => void navigate(safeReturn(params.get('return')), { replace: true });
  return (
    <main id="main" className={styles.page}>
      <div className={styles.language}>
        <LanguageMenu refreshBrand={false} />
      </div>
      <h1>
        <Trans>Staff sign-in</Trans>
      </h1>
      <LoginForm onDone={done} />
    </main>
  );
}
