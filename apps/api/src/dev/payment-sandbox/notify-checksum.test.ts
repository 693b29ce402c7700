// notifyChecksum and verifyNotify live in ../gateway.ts; they are tested here, beside the sandbox that signs.
import { exactSatang, notifyChecksum, verifyNotify, type NotifyPayload } from '../../payment/gateway';

const SECRET = 'sandbox-secret';

// Computed independently: python3 -c "import hashlib; print(hashlib.sha256(
//   b'chrg_test_0001' b'1290.0000' b'THB' b'success' b'Authorized' b'sandbox-secret').hexdigest())"
const KNOWN_CHECKSUM = '17c5586319fa730382dd5952539c9bf15389ffcd20016f5e9f74dd7d3ea9f8e1';

const aNotify = (over: Partial<NotifyPayload> = {}): NotifyPayload => ({
  id: 'chrg_test_0001',
  order_id: 'order-1',
  amount: '1290.0000',
  currency: 'THB',
  status: 'success',
  transaction_state: 'Authorized',
  checksum: KNOWN_CHECKSUM,
  ...over,
});

describe('notifyChecksum', () => {
  it('is the sha256 hex of id, amount with 4 decimals, currency, status, state and secret', () => {
    expect(notifyChecksum(aNotify(), SECRET)).toBe(KNOWN_CHECKSUM);
  });

  it.each(['1290', '1290.0', '1290.00'])('signs amount %s as 1290.0000', (amount) => {
    expect(notifyChecksum(aNotify({ amount }), SECRET)).toBe(KNOWN_CHECKSUM);
  });

  it.each(['abc', '1,290.00', '1290.00001', '-1', ''])('refuses amount "%s"', (amount) => {
    expect(() => notifyChecksum(aNotify({ amount }), SECRET)).toThrow(RangeError);
  });
});

describe('verifyNotify', () => {
  it('accepts a notify signed with the secret', () => {
    expect(verifyNotify(aNotify(), SECRET)).toBe(true);
  });

  it('refuses one signed with another secret', () => {
    expect(verifyNotify(aNotify(), 'another-secret')).toBe(false);
  });

  it.each([
    ['id', { id: 'chrg_test_0002' }],
    ['amount', { amount: '1.0000' }],
    ['currency', { currency: 'USD' }],
    ['status', { status: 'fail' }],
    ['transaction_state', { transaction_state: 'Declined' }],
  ])('refuses a tampered %s', (_, over) => {
    expect(verifyNotify(aNotify(over), SECRET)).toBe(false);
  });

  // KBank's checksum does not cover order_id: the server must find its order by the charge id.
  it('does not sign order_id', () => {
    expect(verifyNotify(aNotify({ order_id: 'someone-else' }), SECRET)).toBe(true);
  });

  it.each([
    ['truncated', KNOWN_CHECKSUM.slice(0, -1)],
    ['one character longer', `${KNOWN_CHECKSUM}0`],
    ['empty', ''],
    ['uppercase', KNOWN_CHECKSUM.toUpperCase()],
    ['one digit changed', `${KNOWN_CHECKSUM.slice(0, -1)}0`],
  ])('refuses a checksum %s', (_, checksum) => {
    expect(verifyNotify(aNotify({ checksum }), SECRET)).toBe(false);
  });

  it.each([
    ['a missing field', { status: undefined }],
    ['a number amount', { amount: 1290 }],
    ['a malformed amount', { amount: '1290,00' }],
    ['a checksum that is not a string', { checksum: null }],
  ])('refuses %s without throwing', (_, over) => {
    const payload = { ...aNotify(), ...over } as unknown as NotifyPayload;
    expect(verifyNotify(payload, SECRET)).toBe(false);
  });
});

describe('exact satang of a notify amount', () => {
  it.each([
    ['750.0000', 75000],
    ['750', 75000],
    ['750.5', 75050],
    ['0.01', 1],
    ['750.0040', undefined],
    ['750.0001', undefined],
    ['-1', undefined],
    ['7.5e2', undefined],
    ['99999999999999999999', undefined],
  ])('%s is %s', (amount, satang) => {
    expect(exactSatang(amount)).toBe(satang);
  });
});
