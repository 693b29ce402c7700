import os from 'node:os';
import path from 'node:path';

/** Port of the server the run starts, and where its pid is kept for teardown. */
export const E2E_PORT = Number(process.env['E2E_PORT'] ?? 3210);
export const PID_FILE = path.join(os.tmpdir(), `sabai-e2e-${E2E_PORT}.pid`);

/** The two demo brands answer on these hosts (SEED_HOSTS default). */
export const yuzenUrl = (pathname = '/') => `http://localhost:${E2E_PORT}${pathname}`;
export const baanSabaiUrl = (pathname = '/') => `http://127.0.0.1:${E2E_PORT}${pathname}`;

/** Kiosk idle durations are shortened so the idle tests take seconds, not minutes. */
export const KIOSK_SHOW_AD_AFTER_SEC = 4;
export const KIOSK_IDLE_SEC = 3;
