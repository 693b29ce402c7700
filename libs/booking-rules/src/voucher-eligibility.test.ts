import type { VoucherIneligibleReason } from './problem-vocabulary.js';
import type { Problem } from './problems.js';
import { aGuest, at, hm } from './testing/builders.js';
import {
  usableVouchers,
  voucherEligibility,
  type Voucher,
  type VoucherBooking,
} from './voucher-eligibility.js';

function aVoucher(overrides: Partial<Voucher> = {}): Voucher {
  return {
    code: 'WELCOME100',
    status: 'usable',
    expiresAt: null,
    conditions: { brands: [], treatments: [], packages: [] },
    ineligibleReasons: [],
    ...overrides,
  };
}

/** Sunday 2026-11-22 at 14:00, brand sabai, one Thai massage. */
const booking: VoucherBooking = {
  brandId: 'sabai',
  date: '2026-11-22',
  time: hm('14:00'),
  guests: [aGuest(1, ['thai-massage'])],
};
const now = at('2026-11-20', '09:00');
const reasonsOf = (voucher: Voucher): VoucherIneligibleReason[] => {
  const result = voucherEligibility(voucher, booking, now);
  return result.ok ? [] : result.problems.map((p) => p.params.reason);
};

describe('voucher eligibility: only usable vouchers may be used', () => {
  it.each<[string, Partial<Voucher>, VoucherIneligibleReason[]]>([
    ['a usable voucher without conditions', {}, []],
    ['used, as the server says', { status: 'used', ineligibleReasons: ['used'] }, ['used']],
    ['expired, status only', { status: 'expired' }, ['expired']],
    ['used, status only', { status: 'used' }, ['used']],
    ['ineligible without a reason', { status: 'ineligible' }, ['not_usable']],
    [
      'ineligible with the server reasons',
      { status: 'ineligible', ineligibleReasons: ['day_not_allowed', 'brand_mismatch'] },
      ['day_not_allowed', 'brand_mismatch'],
    ],
    ['expired before now', { expiresAt: at('2026-11-20', '08:59') }, ['expired']],
    ['expiring exactly now is still usable', { expiresAt: at('2026-11-20', '09:00') }, []],
    [
      'datetime not allowed: before its window',
      { validity: { from: at('2026-11-23', '00:00') } },
      ['datetime_not_allowed'],
    ],
    [
      'datetime not allowed: after its window',
      { validity: { until: at('2026-11-22', '13:59') } },
      ['datetime_not_allowed'],
    ],
    [
      'inside its window',
      { validity: { from: at('2026-11-22', '14:00'), until: at('2026-11-22', '14:00') } },
      [],
    ],
    ['day not allowed: weekdays only', { validity: { days: [1, 2, 3, 4, 5] } }, ['day_not_allowed']],
    ['on an allowed day', { validity: { days: [0, 6] } }, []],
    [
      'time not allowed: mornings only',
      { validity: { timeFrom: hm('09:00'), timeUntil: hm('12:00') } },
      ['time_not_allowed'],
    ],
    ['time not allowed: evenings only', { validity: { timeFrom: hm('17:00') } }, ['time_not_allowed']],
    ['at an allowed time', { validity: { timeFrom: hm('14:00'), timeUntil: hm('14:30') } }, []],
    [
      'brand mismatch',
      { conditions: { brands: ['other'], treatments: [], packages: [] } },
      ['brand_mismatch'],
    ],
    ['for this brand', { conditions: { brands: ['other', 'sabai'], treatments: [], packages: [] } }, []],
    [
      'for treatments not booked',
      { conditions: { brands: [], treatments: ['oil-massage'], packages: ['onsen-package'] } },
      ['treatment_mismatch'],
    ],
    [
      'for a booked treatment',
      { conditions: { brands: [], treatments: ['thai-massage'], packages: [] } },
      [],
    ],
    ['for a booked package', { conditions: { brands: [], treatments: [], packages: ['thai-massage'] } }, []],
  ])('%s', (_, overrides, reasons) => {
    expect(reasonsOf(aVoucher(overrides))).toEqual(reasons);
  });

  it('reports each reason as a typed problem with the voucher code', () => {
    const result = voucherEligibility(aVoucher({ status: 'used' }), booking, now);
    const expected: Problem[] = [
      { code: 'voucher_ineligible', params: { voucherCode: 'WELCOME100', reason: 'used' } },
    ];
    expect(result).toEqual({ ok: false, problems: expected });
  });

  it('returns the voucher when usable', () => {
    const voucher = aVoucher();
    expect(voucherEligibility(voucher, booking, now)).toEqual({ ok: true, voucher });
  });

  it('Only usable vouchers are sent with the order', () => {
    const vouchers = [
      aVoucher({ code: 'A' }),
      aVoucher({ code: 'B', status: 'used' }),
      aVoucher({ code: 'C', validity: { days: [1] } }),
    ];
    expect(usableVouchers(vouchers, booking, now).map((v) => v.code)).toEqual(['A']);
  });
});
