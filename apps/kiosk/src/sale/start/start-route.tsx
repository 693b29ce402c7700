import { Trans } from '@lingui/react/macro';
import { type SessionUser } from '@sabai/state';
import { useState } from 'react';
import styles from '../sale.module.css';
import { GuestStartForm } from './guest-start-form';
import { IdentifyChoices, type IdentifyWay } from './identify-choices';
import { MemberPasswordLogin } from './member-password-login';
import { MemberQrLogin } from './member-qr-login';
import { MemberSmsLogin } from './member-sms-login';
import { MemberStart } from './member-start';
import { useStartSale } from './use-start-sale';

/**
 * /kiosk/start: who is buying (docs/product-rules.md, Kiosk). A member logs in by the member area's QR, an
 * SMS code or a password, and the session is theirs until the kiosk goes home; a guest gives a name. Either
 * says how many come, and the sale runs for this kiosk's branch, from now.
 */
export function KioskStartPage() {
  const startSale = useStartSale();
  const [way, setWay] = useState<IdentifyWay>('guest');
  const [member, setMember] = useState<SessionUser | null>(null);

  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>Who is visiting today?</Trans>
      </h1>
      {member ? (
        <MemberStart
          member={member}
          onStart={(guestCount) =>
            startSale({
              contactName: `${member.first_name} ${member.last_name}`.trim(),
              contactPhone: member.phone ?? '',
              contactEmail: member.email ?? '',
              guestCount,
            })
          }
        />
      ) : (
        <>
          <IdentifyChoices value={way} onChange={setWay} />
          {way === 'qr' && <MemberQrLogin onMember={setMember} />}
          {way === 'sms' && <MemberSmsLogin onMember={setMember} />}
          {way === 'password' && <MemberPasswordLogin onMember={setMember} />}
          {way === 'guest' && (
            <GuestStartForm
              onStart={({ name, guest_count }) => startSale({ contactName: name, guestCount: guest_count })}
            />
          )}
        </>
      )}
    </main>
  );
}
