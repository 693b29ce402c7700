import { createServerI18n } from './server';
import { errorMessages, isErrorCode } from './error-messages';

describe('server catalogs', () => {
  it('translates every error message into Thai and Chinese', () => {
    const i18n = createServerI18n();
    for (const [code, descriptor] of Object.entries(errorMessages)) {
      const en = i18n.en._(descriptor.id, { branch: 'x' });
      expect(en).not.toBe(descriptor.id);
      expect(i18n.th._(descriptor.id, { branch: 'x' })).toMatch(/[\u0E00-\u0E7F]/);
      expect(i18n.zh._(descriptor.id, { branch: 'x' })).toMatch(/[\u4E00-\u9FFF]/);
      expect(isErrorCode(code)).toBe(true);
    }
    expect(isErrorCode('nope')).toBe(false);
  });

  it("names a refused move's booking state in words in every language, never its code", () => {
    const i18n = createServerI18n();
    const id = errorMessages['booking.transitionRefused'].id;
    expect(i18n.en._(id, { from: 'checked_in' })).toBe(
      'This cannot be done to a booking that is checked in.',
    );
    expect(i18n.th._(id, { from: 'no_show' })).toContain('ไม่มาตามนัด');
    expect(i18n.zh._(id, { from: 'cancelled' })).toContain('已取消');
    for (const locale of ['en', 'th', 'zh'] as const)
      expect(i18n[locale]._(id, { from: 'checked_in' })).not.toContain('checked_in');
  });
});
