import { localeCookie, localeFromCookie, pickLocale } from './locales';

describe('pickLocale', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['th', 'th'],
    ['th-TH,th;q=0.9,en-US;q=0.8', 'th'],
    ['zh-CN,zh;q=0.9', 'zh'],
    ['zh-Hant-TW', 'zh'],
    ['fr-FR,fr;q=0.9,th;q=0.5', 'th'],
    ['en;q=0.2,zh;q=0.8', 'zh'],
    ['th;q=0', 'en'],
    ['de', 'en'],
    [';;;,,', 'en'],
  ])('%p -> %s', (header, locale) => {
    expect(pickLocale(header)).toBe(locale);
  });
});

describe('locale cookie', () => {
  it('lasts 365 days on every path', () => {
    expect(localeCookie('th')).toBe('i18n_locale=th; Max-Age=31536000; Path=/; SameSite=Lax');
  });
  it.each([
    ['i18n_locale=zh', 'zh'],
    ['a=1; i18n_locale=th; b=2', 'th'],
    ['i18n_locale=fr', undefined],
    ['xi18n_locale=th', undefined],
    [undefined, undefined],
  ])('reads %p as %p', (header, locale) => {
    expect(localeFromCookie(header)).toBe(locale);
  });
});
