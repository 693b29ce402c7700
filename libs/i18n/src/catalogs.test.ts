import { createServerI18n } from './catalogs';
import { errorMessages, isErrorCode } from './error-messages';

describe('server catalogs', () => {
  it('translates every error message into Thai and Chinese', async () => {
    const i18n = await createServerI18n();
    for (const [code, descriptor] of Object.entries(errorMessages)) {
      const en = i18n.en._(descriptor.id, { branch: 'x' });
      expect(en).not.toBe(descriptor.id);
      expect(i18n.th._(descriptor.id, { branch: 'x' })).toMatch(/[\u0E00-\u0E7F]/);
      expect(i18n.zh._(descriptor.id, { branch: 'x' })).toMatch(/[\u4E00-\u9FFF]/);
      expect(isErrorCode(code)).toBe(true);
    }
    expect(isErrorCode('nope')).toBe(false);
  });
});
