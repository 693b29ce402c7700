import { sql } from 'kysely';
import type { PaymentGateway } from '../../payment/gateway';
import { down, up } from './sandbox-charges.migration';
import { completeCharge } from './sandbox-charges.repository';
import { createSandboxGateway, SANDBOX_MERCHANT_ID, SANDBOX_TERMINAL_ID } from './sandbox-gateway';
import { promptPayPayload } from './promptpay-payload';
import { SANDBOX_PROMPTPAY_PHONE } from './sandbox-qr-text';
import { aChargeRequest, aSandboxDatabase, type SandboxDb } from './sandbox-test-kit';

describe('sandbox gateway', () => {
  let sandbox: SandboxDb;
  let gateway: PaymentGateway;

  beforeAll(async () => {
    sandbox = await aSandboxDatabase();
    gateway = createSandboxGateway({ db: sandbox.db, baseUrl: 'https://book.test/', secret: 's' });
  });
  afterAll(() => sandbox.handle.close());

  it('creates a charge whose redirect is the hosted page, with the QR that page draws', async () => {
    const charge = await gateway.createCharge(aChargeRequest());
    expect(charge.chargeId).toMatch(/^chrg_test_[0-9a-f]{24}$/);
    expect(charge).toEqual({
      chargeId: charge.chargeId,
      redirectUrl: `https://book.test/sandbox/kpayment/${charge.chargeId}`,
      merchantId: SANDBOX_MERCHANT_ID,
      terminalId: SANDBOX_TERMINAL_ID,
      reference: expect.stringMatching(/^SBX[0-9A-F]{10}$/),
      qrText: promptPayPayload({ phone: SANDBOX_PROMPTPAY_PHONE, amountSatang: 129_000 }),
    });
  });

  it.each(['alipay', 'wechat', 'unionpay'] as const)(
    'gives a %s charge the hosted page as its QR, which the phone opens',
    async (method) => {
      const charge = await gateway.createCharge(aChargeRequest({ method }));
      expect(charge.qrText).toBe(charge.redirectUrl);
    },
  );

  it('gives a card charge no QR', async () => {
    expect(await gateway.createCharge(aChargeRequest({ method: 'card' }))).not.toHaveProperty('qrText');
  });

  it('gives every charge its own id and reference', async () => {
    const [a, b] = await Promise.all([
      gateway.createCharge(aChargeRequest()),
      gateway.createCharge(aChargeRequest()),
    ]);
    expect(a?.chargeId).not.toBe(b?.chargeId);
    expect(a?.reference).not.toBe(b?.reference);
  });

  it.each([
    ['qr', 'Initialized'],
    ['alipay', 'Initialized'],
    ['card', 'Pre-Authorized'],
  ] as const)('inquires a new %s charge as pending, %s', async (method, transactionState) => {
    const { chargeId } = await gateway.createCharge(aChargeRequest({ method, amountSatang: 4_250 }));
    expect(await gateway.inquire(chargeId)).toEqual({
      chargeId,
      orderId: 'order-0001',
      amountSatang: 4_250,
      currency: 'THB',
      status: 'pending',
      transactionState,
    });
  });

  it('answers undefined for a charge it does not know', async () => {
    expect(await gateway.inquire('chrg_test_unknown')).toBeUndefined();
  });

  it.each([
    ['a zero amount', { amountSatang: 0 }],
    ['a fractional amount', { amountSatang: 12.5 }],
    ['another currency', { currency: 'USD' }],
    ['an unknown method', { method: 'cash' }],
    ['a notify URL that is not http', { notifyUrl: 'javascript:alert(1)' }],
    ['a relative return URL', { returnUrl: '/book/kpayment/return' }],
  ])('refuses %s', async (_, over) => {
    const request = { ...aChargeRequest(), ...over } as ReturnType<typeof aChargeRequest>;
    await expect(gateway.createCharge(request)).rejects.toThrow(RangeError);
  });

  it('refunds a paid charge, never more than it took', async () => {
    const { chargeId } = await gateway.createCharge(aChargeRequest({ amountSatang: 10_000 }));
    const refund = (amountSatang: number, orderId = 'order-0001') =>
      gateway.refund({ chargeId, orderId, amountSatang });
    expect(await refund(4_000)).toEqual({ status: 'fail', reason: 'not_paid' });
    await completeCharge(sandbox.db, chargeId, 'pay');
    expect(await refund(4_000, 'another-order')).toEqual({ status: 'fail', reason: 'not_found' });
    expect(await refund(4_000)).toEqual({
      status: 'success',
      refundId: expect.stringMatching(/^rfnd_test_/),
    });
    expect(await refund(6_001)).toEqual({ status: 'fail', reason: 'too_much' });
    expect(await refund(6_000)).toMatchObject({ status: 'success' });
    const given = await sandbox.db
      .selectFrom('sandbox_refunds')
      .select('amount_satang')
      .orderBy('amount_satang')
      .execute();
    expect(given.map((r) => r.amount_satang)).toEqual([4_000, 6_000]);
    await expect(refund(0)).rejects.toThrow(RangeError);
  });

  it('has a migration that can be rolled back and applied again', async () => {
    const raw = sandbox.handle.db;
    const count = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from sandbox_charges`.execute(raw)).rows[0]?.n;
    expect(await count()).toBeGreaterThan(0);
    await down(raw as never);
    await expect(count()).rejects.toThrow();
    await up(raw as never);
    expect(await count()).toBe(0);
  });
});
