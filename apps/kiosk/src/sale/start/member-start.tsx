import { Trans } from '@lingui/react/macro';
import type { SessionUser } from '@sabai/state';
import { useState } from 'react';
import styles from '../sale.module.css';
import { PartySize } from './party-size';

export interface MemberStartProps {
  member: SessionUser;
  onStart: (guestCount: number) => void;
}

/** A member is in: greeted by name, they say how many come. */
export function MemberStart({ member, onStart }: MemberStartProps) {
  const [count, setCount] = useState(1);
  const name = `${member.first_name} ${member.last_name}`.trim();
  return (
    <section className={styles.form} aria-labelledby="member-start-title">
      <h2 id="member-start-title">
        <Trans>Hello, {name}</Trans>
      </h2>
      <PartySize value={count} onChange={setCount} />
      <button type="button" className={styles.primary} onClick={() => onStart(count)}>
        <Trans>Choose treatments</Trans>
      </button>
    </section>
  );
}
