import { parseBookingQr } from './booking-qr';

const ID = '0b6f3c1e-2d4a-4f6b-9c8d-7e5f4a3b2c1d';

describe('the booking QR link', () => {
  it.each([
    [`https://yuzen.test/book/${ID}?token=abc%2Bdef`, { id: ID, token: 'abc+def' }],
    [`http://localhost:3000/book/${ID}/?token=t1`, { id: ID, token: 't1' }],
    [`  /book/${ID.toUpperCase()}?token=t2 `, { id: ID, token: 't2' }],
  ])('reads %s', (text, expected) => {
    expect(parseBookingQr(text)).toEqual(expected);
  });

  it.each([
    ['no token', `https://yuzen.test/book/${ID}`],
    ['an empty token', `https://yuzen.test/book/${ID}?token=`],
    ['another page', `https://yuzen.test/member/${ID}?token=t`],
    ['a page below the booking', `https://yuzen.test/book/${ID}/print?token=t`],
    ['a number instead of an id', 'https://yuzen.test/book/confirm/YU-20261124-0001?token=t'],
    ['no link at all', 'YU-20261124-0001'],
    ['a malformed link', 'http://[::1'],
  ])('refuses %s', (_, text) => {
    expect(parseBookingQr(text)).toBeNull();
  });
});
