import { Trans, useLingui } from '@lingui/react/macro';
import { formatInstant } from '@sabai/i18n';
import { localeAtom } from '@sabai/state';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { groupedCode } from './device-labels';
import styles from './devices.module.css';
import type { MadeCode } from './use-device-actions';

interface PairingCodeProps {
  made: MadeCode;
  timeZone: string;
  onDone: () => void;
}

/**
 * The new kiosk's one-time code, shown this once: the server keeps only its hash (docs/access.md, Kiosk
 * devices). The heading takes the focus so that a screen reader hears it at once.
 */
export function PairingCode({ made, timeZone, onDone }: PairingCodeProps) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const name = made.device.name;
  const lapses = formatInstant(made.expires_at, locale, timeZone);
  return (
    <section className={styles.made} aria-labelledby="pairing-code-title">
      <h3 id="pairing-code-title" ref={heading} tabIndex={-1}>
        {t`Pairing code for ${name}`}
      </h3>
      <p className={styles.code} data-testid="pairing-code">
        {groupedCode(made.code)}
      </p>
      <p>
        <Trans>
          Good until <time dateTime={made.expires_at}>{lapses}</time>, for one kiosk.
        </Trans>
      </p>
      <p>
        <Trans>Open /kiosk on the kiosk's screen at this brand's address and type the code.</Trans>
      </p>
      <p className={styles.once}>
        <Trans>This code is shown only once: note it now or make a new one later.</Trans>
      </p>
      <button type="button" className={styles.primary} onClick={onDone}>
        <Trans>Done</Trans>
      </button>
    </section>
  );
}
