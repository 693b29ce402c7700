import { menuItems } from './menu-items';

const context = { faqUrl: 'https://spa.example/faq', customerUrl: 'https://crm.example/member/' };

describe('menuItems (the menu and who sees which entry)', () => {
  it.each([
    [false, ['book', 'login', 'register', 'faq']],
    [true, ['book', 'member', 'profile', 'faq', 'logout']],
  ])('logged in %s shows %j', (loggedIn, keys) => {
    expect(menuItems({ ...context, loggedIn }).map((item) => item.key)).toEqual(keys);
  });

  it('links Register and Profile to the customer-management endpoint and FAQ to the brand', () => {
    const byKey = (loggedIn: boolean) =>
      Object.fromEntries(menuItems({ ...context, loggedIn }).map((i) => [i.key, i]));
    expect(byKey(false)['register']).toMatchObject({
      href: 'https://crm.example/member/register',
      external: true,
    });
    expect(byKey(true)['profile']).toMatchObject({
      href: 'https://crm.example/member/profile',
      external: true,
    });
    expect(byKey(true)['faq']).toMatchObject({ href: 'https://spa.example/faq', external: true });
  });

  it('puts Book, Member and Profile in the bottom bar when logged in, only Book when not', () => {
    const bottom = (loggedIn: boolean) =>
      menuItems({ ...context, loggedIn })
        .filter((i) => i.inBottomBar)
        .map((i) => i.key);
    expect(bottom(true)).toEqual(['book', 'member', 'profile']);
    expect(bottom(false)).toEqual(['book']);
  });
});
