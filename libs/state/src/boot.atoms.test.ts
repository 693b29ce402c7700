import { parseBootData } from './boot.atoms';

const brand = {
  id: 'yuzen',
  code: 'YU',
  name: 'Yuzen',
  logo: '/l.svg',
  url: { app: '', faq: '', customer: '' },
  colors: { primary: '#000', secondary: '#fff' },
  ads: [],
};

describe('parseBootData', () => {
  it('reads what the server wrote', () => {
    expect(parseBootData(JSON.stringify({ brand, locale: 'th', settings: { a: 1 } }))).toEqual({
      brand,
      locale: 'th',
      settings: { a: 1 },
    });
  });
  it.each([[null], [''], ['{'], ['{"locale":"th"}']])('ignores %p', (text) => {
    expect(parseBootData(text)).toBeUndefined();
  });
  it('falls back to English for an unknown locale', () => {
    expect(parseBootData(JSON.stringify({ brand, locale: 'fr' }))?.locale).toBe('en');
  });
});
