import { useLingui } from '@lingui/react/macro';
import type { SessionUser } from '@sabai/state';
import { failureText, useQrLogin } from '@sabai/state/auth-api';
import { QrReader } from '@sabai/ui/qr';
import { useState } from 'react';
import styles from '../sale.module.css';

export interface MemberLoginProps {
  onMember: (user: SessionUser) => void;
}

/** The member area's QR, shown to the kiosk's camera or read by a handheld scanner into the field. */
export function MemberQrLogin({ onMember }: MemberLoginProps) {
  const qrLogin = useQrLogin();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { t } = useLingui();

  const submit = async (qr: string) => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      onMember(await qrLogin(qr));
    } catch (e) {
      setProblem(failureText(e, t`This member QR code cannot be used. Please show a fresh one.`));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <QrReader
        onText={(text) => void submit(text)}
        busy={busy}
        fieldLabel={t`Member QR code`}
        submitLabel={t`Log in`}
      />
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
    </>
  );
}
