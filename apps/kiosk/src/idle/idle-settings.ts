// How long a kiosk waits for a touch before it gives the screen back to the ads (docs/product-rules.md,
// Kiosk). The server sends the durations in seconds with the page (boot settings.idle), from KIOSK_IDLE_SEC,
// KIOSK_PAYMENT_IDLE_SEC, KIOSK_CONFIRM_IDLE_SEC and KIOSK_SHOW_AD_AFTER_SEC, so tests can shorten them.

/** Which idle duration a route uses; 'none' never times out (the ads screen itself). */
export type IdleKind = 'home' | 'default' | 'payment' | 'confirm' | 'none';

export interface KioskIdleSettings {
  defaultSec: number;
  paymentSec: number;
  confirmSec: number;
  showAdAfterSec: number;
}

/**
 * The seed values (docs/product-rules.md, Kiosk), used when the page came without boot settings (vite dev).
 */
export const DEFAULT_KIOSK_IDLE: KioskIdleSettings = {
  defaultSec: 120,
  paymentSec: 360,
  confirmSec: 30,
  showAdAfterSec: 60,
};

const KEYS = Object.keys(DEFAULT_KIOSK_IDLE) as (keyof KioskIdleSettings)[];

function seconds(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** Reads `settings.idle` from the boot data; a missing or malformed value keeps its default. */
export function readIdleSettings(settings: Record<string, unknown>): KioskIdleSettings {
  const idle = settings['idle'];
  const given = typeof idle === 'object' && idle !== null ? (idle as Record<string, unknown>) : {};
  const result = { ...DEFAULT_KIOSK_IDLE };
  for (const key of KEYS) result[key] = seconds(given[key], DEFAULT_KIOSK_IDLE[key]);
  return result;
}

function idleSeconds(kind: IdleKind, settings: KioskIdleSettings): number {
  switch (kind) {
    case 'home':
      return settings.showAdAfterSec;
    case 'default':
      return settings.defaultSec;
    case 'payment':
      return settings.paymentSec;
    case 'confirm':
      return settings.confirmSec;
    case 'none':
      return 0;
  }
}

/** The route's timeout in milliseconds; null means never. A duration of 0 s switches that timeout off. */
export function idleTimeoutMs(kind: IdleKind, settings: KioskIdleSettings): number | null {
  const sec = idleSeconds(kind, settings);
  return sec > 0 ? sec * 1000 : null;
}
