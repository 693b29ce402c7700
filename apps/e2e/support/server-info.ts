import os from 'node:os';
import path from 'node:path';

/**
 * Suites run on E2E_WORKERS Jest workers, each with a server of its own on an in-memory PGlite, 100 ports
 * apart: suites on two workers never share data, and a suite's extra servers (E2E_PORT + n) never meet.
 */
export const E2E_WORKERS = Number(process.env['E2E_WORKERS'] ?? 2);
const BASE_PORT = Number(process.env['E2E_PORT'] ?? 3210);
export const workerPort = (worker: number) => BASE_PORT + (worker - 1) * 100;

/** This worker's server. */
export const E2E_PORT = workerPort(Number(process.env['JEST_WORKER_ID'] ?? 1));
/** Where a worker server's pid is kept for teardown. */
export const pidFile = (port: number) => path.join(os.tmpdir(), `sabai-e2e-${port}.pid`);
/** Where a worker's browser tells its address (global-setup starts one per worker). */
export const browserEndpointFile = (port: number) => path.join(os.tmpdir(), `sabai-e2e-${port}.browser`);

/** The two demo brands answer on these hosts (SEED_HOSTS default). */
export const yuzenUrl = (pathname = '/') => `http://localhost:${E2E_PORT}${pathname}`;
export const baanSabaiUrl = (pathname = '/') => `http://127.0.0.1:${E2E_PORT}${pathname}`;

/** Kiosk idle durations are shortened so the idle tests take seconds, not minutes. */
export const KIOSK_SHOW_AD_AFTER_SEC = 4;
export const KIOSK_IDLE_SEC = 3;
