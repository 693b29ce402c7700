// Bookings for the desk's tests (docs/product-rules.md, The day at the branch): held by prebook as a visitor
// would, then paid through a sandbox charge and the same confirmation as a notify (applyChargeStatus), or
// left pending; and the staff callers, with the demo accounts' ids so their audit rows name them.
import { toBranchLocal, zeroOrderSummary } from '@sabai/booking-rules';
import { randomUUID } from 'node:crypto';
import { prebook } from '../src/booking/prebook.service';
import { systemClock, type Clock } from '../src/core/clock';
import type { Principal } from '../src/core/principal';
import type { Scope } from '../src/core/scope';
import type { DatabaseHandle } from '../src/db/database';
import { completeCharge } from '../src/dev/payment-sandbox/sandbox-charges.repository';
import type { SandboxDatabase } from '../src/dev/payment-sandbox/sandbox-charges.table';
import { applyChargeStatus } from '../src/payment/payment-outcome.service';
import { seedStaff } from '../src/seed/staff.seed';
import { scopeFor } from './test-scope';

const staffId = (role: string) => (seedStaff.find((s) => s.grant.role === role) as { id: string }).id;

type Staff = Extract<Principal, { kind: 'staff' }>;
const staff = (
  role: Staff['grants'][number]['role'],
  ids: { brandIds?: string[]; branchIds?: string[] },
): Staff => ({
  kind: 'staff',
  staffId: staffId(role),
  grants: [{ role, brandIds: ids.brandIds ?? [], branchIds: ids.branchIds ?? [] }],
});

export const desk = {
  /** Branch staff at Yuzen Sukhumvit. */
  sukhumvit: staff('branch_staff', { branchIds: ['yuzen-sukhumvit'] }),
  /** Branch staff of another branch of the same brand. */
  ratchada: staff('branch_staff', { branchIds: ['yuzen-ratchada'] }),
  yuzenAdmin: staff('brand_admin', { brandIds: ['yuzen'] }),
  otherBrandAdmin: staff('brand_admin', { brandIds: ['baansabai'] }),
  owner: staff('owner', {}),
};

/** The seeded member with a topped-up wallet (seed/members.seed.ts). */
export const WALLET_MEMBER = '6a1f0c52-3f0e-4c55-9d1e-0a6f6d2b1001';

/** A date `days` ahead in Bangkok. */
export const dayAhead = (days: number) => toBranchLocal(Date.now() + days * 86_400_000, 'Asia/Bangkok').date;

/**
 * The first date at least `minDays` ahead in Bangkok that falls on `weekday` (0 Sunday .. 6 Saturday): tests that
 * need a weekday stay within the booking horizon as the calendar moves on, where a fixed date would pass.
 */
export function nextWeekday(weekday: number, minDays = 2): string {
  for (let days = minDays; ; days++) {
    const date = dayAhead(days);
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === weekday) return date;
  }
}

/** The instant of a Bangkok wall-clock time (UTC+7 all year). */
export const bangkok = (date: string, hhmm: string) => Date.parse(`${date}T${hhmm}:00+07:00`);

export interface DeskBookingOptions {
  date: string;
  /** 'HH:mm' */
  time: string;
  branchId?: string;
  guests?: { no: number; name?: string; start?: { onsen?: string; spa?: string }; treatments: string[] }[];
  /** The member who owns it. */
  userId?: string;
  /** Paid through the gateway / from the wallet, and left to pay at the branch, in satang. */
  gatewaySatang?: number;
  walletSatang?: number;
  remainSatang?: number;
}

export interface DeskBooking {
  id: string;
  token: string;
  orderId: string;
  chargeId: string;
}

export const scopeAs = (
  database: DatabaseHandle,
  principal: Principal,
  clock: Clock = systemClock,
  locale?: 'en' | 'th' | 'zh',
) => scopeFor(database, { clock, principal, ...(locale ? { locale } : {}) });

/** prebook, its refusal made readable (the rules' problems in the message). */
async function prebookOrExplain(...args: Parameters<typeof prebook>) {
  try {
    return await prebook(...args);
  } catch (error) {
    const problems = (error as { detail?: { problems?: unknown } }).detail?.problems;
    throw problems ? new Error(`prebook refused: ${JSON.stringify(problems)}`) : error;
  }
}

/** A booking held by prebook, still pending. */
export async function aHeldBooking(
  database: DatabaseHandle,
  o: DeskBookingOptions,
): Promise<{ id: string; token: string }> {
  const guests = o.guests ?? [{ no: 1, treatments: ['yu-locker-set', 'yu-thai-60'] }];
  const held = await prebookOrExplain(
    await scopeFor(database, { clock: systemClock }),
    {
      guest_count: guests.length,
      branch_id: o.branchId ?? 'yuzen-sukhumvit',
      date_time: `${o.date} ${o.time}:00`,
      treatments: JSON.stringify(guests),
      contact_name: 'Desk Test',
      contact_email: 'desk@example.com',
    },
    900,
  );
  if (!held.bookingId || !held.token) throw new Error(`prebook refused ${o.date} ${o.time}`);
  if (o.userId)
    await database.db
      .updateTable('bookings')
      .set({ user_id: o.userId })
      .where('id', '=', held.bookingId)
      .execute();
  return { id: held.bookingId, token: held.token };
}

/** A booking held, then paid at the sandbox and confirmed as a notify would confirm it. */
export async function aPaidBooking(database: DatabaseHandle, o: DeskBookingOptions): Promise<DeskBooking> {
  const { id, token } = await aHeldBooking(database, o);
  const scope = await scopeFor(database, { clock: systemClock });
  const gatewaySatang = o.gatewaySatang ?? 75_000;
  const walletSatang = o.walletSatang ?? 0;
  const remainSatang = o.remainSatang ?? 0;
  const orderId = randomUUID();
  const charge = await chargeFor(scope, orderId, gatewaySatang);
  const grandTotalSatang = gatewaySatang + walletSatang + remainSatang;
  await database.db
    .insertInto('payment_orders')
    .values({
      id: orderId,
      booking_id: id,
      method: 'card',
      amount_satang: gatewaySatang,
      currency: 'THB',
      status: 'pending',
      charge_id: charge,
      user_id: walletSatang > 0 ? (o.userId ?? null) : null,
      use_wallet_satang: walletSatang,
      priced_summary: JSON.stringify({
        ...zeroOrderSummary,
        subTotalSatang: grandTotalSatang,
        grandTotalSatang,
        useWalletSatang: walletSatang,
        amountDueSatang: gatewaySatang,
        remainSatang,
      }),
    })
    .execute();
  await completeCharge(database.db.withTables<SandboxDatabase>(), charge, 'pay');
  const outcome = await applyChargeStatus(
    database.db,
    {
      chargeId: charge,
      orderId,
      amountSatang: gatewaySatang,
      currency: 'THB',
      status: 'success',
      transactionState: 'Authorized',
    },
    { clock: systemClock },
  );
  if (outcome !== 'confirmed') throw new Error(`payment not confirmed: ${outcome}`);
  return { id, token, orderId, chargeId: charge };
}

async function chargeFor(scope: Scope, orderId: string, amountSatang: number): Promise<string> {
  const charge = await scope.payments.createCharge({
    orderId,
    amountSatang,
    currency: 'THB',
    method: 'card',
    description: 'desk test',
    returnUrl: 'http://localhost/book/kpayment/return',
    notifyUrl: 'http://localhost/api/kpayment/notify',
  });
  return charge.chargeId;
}

/** Moves a booking's state directly (the states the desk starts from in a test). */
export const setState = (
  database: DatabaseHandle,
  id: string,
  state: 'checked_in' | 'completed' | 'no_show' | 'cancelled',
) => database.db.updateTable('bookings').set({ state }).where('id', '=', id).execute();
