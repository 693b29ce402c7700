// A member's tier and sign-in lock, for a brand admin (docs/product-rules.md, Members at the desk): another tier with
// a reason, and the end of a lock that failed password attempts set. A refusal is the server's sentence.
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '@sabai/graphql';
import {
  MemberTiersDocument,
  SetMemberTierDocument,
  UnlockMemberDocument,
  type StaffMemberFieldsFragment,
} from '@sabai/graphql/staff';
import { formatInstant } from '@sabai/i18n';
import { localeAtom, showSnackbarAtom } from '@sabai/state';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import styles from './members.module.css';

const QUIET = { quietErrors: true };

interface Props {
  member: StaffMemberFieldsFragment;
  branchId: string;
  timeZone: string;
  onDone: () => void;
}

export function MemberStanding({ member, branchId, timeZone, onDone }: Props) {
  return (
    <section aria-labelledby="standing-title" className={styles.rights}>
      <h2 id="standing-title">
        <Trans>Tier and sign-in</Trans>
      </h2>
      <TierForm member={member} branchId={branchId} onDone={onDone} />
      <SignInLock member={member} branchId={branchId} timeZone={timeZone} onDone={onDone} />
    </section>
  );
}

function useReport(onDone: () => void) {
  const showSnackbar = useSetAtom(showSnackbarAtom);
  return (error: Parameters<typeof errorText>[0] | undefined, message: string) => {
    if (error) showSnackbar({ message: errorText(error), source: 'graphql' });
    else {
      showSnackbar({ message, color: 'success' });
      onDone();
    }
  };
}

function TierForm({ member, branchId, onDone }: Omit<Props, 'timeZone'>) {
  const { t } = useLingui();
  const report = useReport(onDone);
  const [{ data }] = useQuery({
    query: MemberTiersDocument,
    variables: { branch_id: branchId },
    context: QUIET,
  });
  const [tierState, setTier] = useMutation(SetMemberTierDocument);
  const [tier, setTierChoice] = useState(member.tier_id);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const saveTier = async () => {
    if (reason.trim() === '') return setMissing(true);
    setMissing(false);
    const { error } = await setTier({ id: member.id, branch_id: branchId, tier_id: tier, reason }, QUIET);
    if (!error) setReason('');
    report(error, t`The tier is changed.`);
  };
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void saveTier();
      }}
    >
      <label htmlFor="member-tier">{t`Tier`}</label>
      <select
        id="member-tier"
        className={styles.select}
        value={tier}
        onChange={(e) => setTierChoice(e.target.value)}
      >
        {(data?.memberTiers ?? []).map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </select>
      <ReasonInput value={reason} missing={missing} onChange={setReason} />
      <button
        type="submit"
        className={styles.action}
        disabled={tierState.fetching || tier === member.tier_id}
      >
        {t`Change the tier`}
      </button>
    </form>
  );
}

function SignInLock({ member, branchId, timeZone, onDone }: Props) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const report = useReport(onDone);
  const [unlockState, unlock] = useMutation(UnlockMemberDocument);
  if (!member.sign_in_locked_until) return <p>{t`Password sign-in is not locked.`}</p>;
  return (
    <p className={styles.rightsActions}>
      {t`Password sign-in is locked until ${formatInstant(member.sign_in_locked_until, locale, timeZone)}.`}
      <button
        type="button"
        className={styles.action}
        disabled={unlockState.fetching}
        onClick={() =>
          void unlock({ id: member.id, branch_id: branchId }, QUIET).then(({ error }) =>
            report(error, t`Sign-in is unlocked.`),
          )
        }
      >
        {t`Unlock sign-in`}
      </button>
    </p>
  );
}

function ReasonInput({
  value,
  missing,
  onChange,
}: {
  value: string;
  missing: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useLingui();
  return (
    <>
      <label htmlFor="member-tier-reason">{t`Why`}</label>
      <input
        id="member-tier-reason"
        className={styles.select}
        value={value}
        maxLength={500}
        aria-invalid={missing}
        aria-describedby={missing ? 'member-tier-reason-error' : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {missing && (
        <p id="member-tier-reason-error" className={styles.error}>
          {t`Please say why.`}
        </p>
      )}
    </>
  );
}
