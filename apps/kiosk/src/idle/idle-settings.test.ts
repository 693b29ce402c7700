import { DEFAULT_KIOSK_IDLE, idleTimeoutMs, readIdleSettings, type IdleKind } from './idle-settings';

describe('readIdleSettings', () => {
  it.each([
    ['no settings', {}, DEFAULT_KIOSK_IDLE],
    ['settings without idle', { other: 1 }, DEFAULT_KIOSK_IDLE],
    [
      'what the server sends',
      { idle: { defaultSec: 5, paymentSec: 6, confirmSec: 3, showAdAfterSec: 2 } },
      { defaultSec: 5, paymentSec: 6, confirmSec: 3, showAdAfterSec: 2 },
    ],
    ['a partial block', { idle: { showAdAfterSec: 4 } }, { ...DEFAULT_KIOSK_IDLE, showAdAfterSec: 4 }],
    ['malformed values', { idle: { defaultSec: '5', paymentSec: -1, confirmSec: null } }, DEFAULT_KIOSK_IDLE],
    ['idle that is not an object', { idle: 'soon' }, DEFAULT_KIOSK_IDLE],
  ])('%s', (_, settings, expected) => {
    expect(readIdleSettings(settings)).toEqual(expected);
  });
});

describe('idleTimeoutMs', () => {
  it.each<[IdleKind, number | null]>([
    ['home', 60_000],
    ['default', 120_000],
    ['payment', 360_000],
    ['confirm', 30_000],
    ['none', null],
  ])('%s waits %p ms with the seed defaults', (kind, expected) => {
    expect(idleTimeoutMs(kind, DEFAULT_KIOSK_IDLE)).toBe(expected);
  });

  it('treats 0 s as no timeout', () => {
    expect(idleTimeoutMs('default', { ...DEFAULT_KIOSK_IDLE, defaultSec: 0 })).toBeNull();
  });
});
