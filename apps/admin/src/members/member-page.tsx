import { Trans, useLingui } from '@lingui/react/macro';
import { can } from '@sabai/access';
import { errorText } from '@sabai/graphql';
import { StaffMemberDocument } from '@sabai/graphql/staff';
import { LoadError, PageLoading, useRefetchOnLocaleSwitch } from '@sabai/ui';
import { useCallback } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import retry from '../layout/retry.module.css';
import { useAdminContext } from '../session/admin-context';
import { staffActor } from '../session/staff-actor';
import { pageOf } from './member-query';
import {
  BookingsSections,
  CoursesSection,
  PointsSection,
  ProfileSection,
  WalletSection,
} from './member-sections';
import { AdjustForm } from './adjust-form';
import { MemberRights } from './member-rights';
import { MemberStanding } from './member-standing';
import { TopUpForm } from './top-up-form';
import styles from './members.module.css';

// The page says a refusal itself (LoadError); one constant, as urql asks again when the context changes.
const QUIET = { quietErrors: true };

/**
 * /admin/members/:id: the member as the desk sees them (docs/product-rules.md, Members at the desk): profile,
 * wallet with its ledger and the counter top-up, points, bookings and courses of this brand. The pages of
 * the ledger and of past bookings stay in the URL (?ledger=2&past=3).
 */
export function MemberPage() {
  const { id = '' } = useParams();
  const { t } = useLingui();
  const { staff, branch } = useAdminContext();
  const [params, setParams] = useSearchParams();
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: StaffMemberDocument,
    variables: {
      id,
      branch_id: branch?.id ?? '',
      ledger_page: pageOf(params.get('ledger')),
      past_page: pageOf(params.get('past')),
    },
    pause: !branch,
    requestPolicy: 'network-only',
    context: QUIET,
  });
  const reload = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  // Tier, branch and course names come in the staff's language: a language switch asks again.
  useRefetchOnLocaleSwitch(reload, 0);
  const member = data?.staffMember;

  const turnTo = (key: 'ledger' | 'past') => (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set(key, String(page));
    else next.delete(key);
    setParams(next);
  };

  if (!member || !branch) {
    if (fetching || !branch) return <PageLoading />;
    return (
      <main id="main" className={styles.page}>
        <h1>{t`Member`}</h1>
        {error && <LoadError retryClassName={retry.retry} message={errorText(error)} onRetry={reload} />}
        <BackLink />
      </main>
    );
  }
  const may = deskMay(staff, branch);
  const zone = branch.time_zone;
  const forms = <DeskForms memberId={member.id} branchId={branch.id} may={may} onDone={reload} />;
  return (
    <main id="main" className={styles.page}>
      <BackLink />
      <h1>
        {member.first_name} {member.last_name}
      </h1>
      {may.book && <BookFor memberId={member.id} />}
      <div className={styles.sections}>
        <ProfileSection member={member} timeZone={zone} />
        <PointsSection member={member} timeZone={zone} />
        <WalletSection member={member} timeZone={zone} topUp={forms} onLedgerPage={turnTo('ledger')} />
        <BookingsSections member={member} onPastPage={turnTo('past')} />
        <CoursesSection member={member} />
      </div>
      {may.rights && <MemberStanding member={member} branchId={branch.id} timeZone={zone} onDone={reload} />}
      {may.rights && <MemberRights memberId={member.id} branchId={branch.id} />}
    </main>
  );
}

/** What the account may do for a member at the chosen branch (docs/access.md, Permission table). */
function deskMay(staff: Parameters<typeof staffActor>[0], branch: { brand_id: string; id: string }) {
  const actor = staffActor(staff);
  const target = { brandId: branch.brand_id, branchId: branch.id };
  return {
    topUp: can(actor, 'top_up', 'member_funds', target),
    adjust: can(actor, 'manage', 'member_funds', target),
    rights: can(actor, 'manage', 'member_account', target),
    book: can(actor, 'create', 'booking', target),
  };
}

/** The wallet's forms the account may use: the counter's top-up, a brand admin's correction. */
function DeskForms({
  memberId,
  branchId,
  may,
  onDone,
}: {
  memberId: string;
  branchId: string;
  may: ReturnType<typeof deskMay>;
  onDone: () => void;
}) {
  return (
    <>
      {may.topUp && <TopUpForm memberId={memberId} branchId={branchId} onDone={onDone} />}
      {may.adjust && <AdjustForm memberId={memberId} branchId={branchId} onDone={onDone} />}
    </>
  );
}

/** A desk booking for this member, prefilled with them (new-booking's ?member=). */
function BookFor({ memberId }: { memberId: string }) {
  return (
    <Link to={`/new-booking?member=${encodeURIComponent(memberId)}`} className={styles.bookFor}>
      <Trans>Book for this member</Trans>
    </Link>
  );
}

function BackLink() {
  return (
    <Link to="/members" className={styles.back}>
      <span aria-hidden="true">← </span>
      <Trans>Find a member</Trans>
    </Link>
  );
}
