// The menu and who sees which entry (docs/product-rules.md, Screens and routes).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface MenuItem {
  key: 'book' | 'member' | 'login' | 'register' | 'profile' | 'faq' | 'logout';
  label: MessageDescriptor;
  href: string;
  /** External links leave the app (customer-management endpoint, brand FAQ). */
  external: boolean;
  /** Also shown in the mobile bottom bar. */
  inBottomBar: boolean;
}

export interface MenuContext {
  loggedIn: boolean;
  faqUrl: string;
  /** The brand's customer-management endpoint, e.g. 'https://spa.example/member'. */
  customerUrl: string;
}

export function menuItems({ loggedIn, faqUrl, customerUrl }: MenuContext): MenuItem[] {
  const base = customerUrl.replace(/\/$/, '');
  const all: (MenuItem & { when: 'always' | 'in' | 'out' })[] = [
    { key: 'book', label: msg`Book`, href: '/book', external: false, inBottomBar: true, when: 'always' },
    { key: 'member', label: msg`Member`, href: '/member', external: false, inBottomBar: true, when: 'in' },
    {
      key: 'login',
      label: msg`Login`,
      href: '/member/login',
      external: false,
      inBottomBar: false,
      when: 'out',
    },
    {
      key: 'register',
      label: msg`Register`,
      href: `${base}/register`,
      external: true,
      inBottomBar: false,
      when: 'out',
    },
    {
      key: 'profile',
      label: msg`Profile`,
      href: `${base}/profile`,
      external: true,
      inBottomBar: true,
      when: 'in',
    },
    { key: 'faq', label: msg`FAQ`, href: faqUrl, external: true, inBottomBar: false, when: 'always' },
    {
      key: 'logout',
      label: msg`Logout`,
      href: '/member/logout',
      external: false,
      inBottomBar: false,
      when: 'in',
    },
  ];
  return all
    .filter((item) => item.when === 'always' || (item.when === 'in') === loggedIn)
    .map(({ when: _when, ...item }) => item);
}
