import { Trans, useLingui } from '@lingui/react/macro';
import { showSnackbarAtom } from '@sabai/state';
import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import styles from './account-page.module.css';

/** The ten recovery codes, shown only now (docs/api.md, Staff API): each signs in once without the app. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useLingui();
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      showSnackbar({ message: t`Recovery codes copied.`, color: 'success' });
    } catch {
      showSnackbar({ message: t`The codes could not be copied. Please write them down.`, color: 'error' });
    }
  };

  return (
    <section aria-labelledby="recovery-heading" className={styles.setup}>
      <h2 id="recovery-heading" ref={heading} tabIndex={-1}>
        <Trans>Your recovery codes</Trans>
      </h2>
      <p>
        <Trans>
          Keep these codes somewhere safe. Each one signs you in once if you lose your phone. They are shown
          only now.
        </Trans>
      </p>
      <ul className={styles.codes} aria-label={t`Recovery codes`}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => void copy()}>
          <Trans>Copy</Trans>
        </button>
        <button type="button" className={styles.secondary} onClick={() => window.print()}>
          <Trans>Print</Trans>
        </button>
      </div>
    </section>
  );
}
