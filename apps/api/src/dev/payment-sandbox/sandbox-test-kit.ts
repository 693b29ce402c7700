// Scenario builders for the sandbox's tests: a fresh PGlite with only the sandbox's table.
import type { Kysely } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import type { CreateChargeRequest } from '../../payment/gateway';
import { up } from './sandbox-charges.migration';
import { up as upRefunds } from './sandbox-refunds.migration';
import type { SandboxDatabase } from './sandbox-charges.table';

export interface SandboxDb {
  handle: DatabaseHandle;
  db: Kysely<SandboxDatabase>;
}

export async function aSandboxDatabase(): Promise<SandboxDb> {
  const handle = await openDatabase({ pgliteDir: 'memory://' });
  // Migrations see the schema untyped, as migrate.ts hands it to them.
  await up(handle.db as unknown as Kysely<unknown>);
  await upRefunds(handle.db as unknown as Kysely<unknown>);
  return { handle, db: handle.db.withTables<SandboxDatabase>() };
}

export const aChargeRequest = (over: Partial<CreateChargeRequest> = {}): CreateChargeRequest => ({
  orderId: 'order-0001',
  amountSatang: 129_000,
  currency: 'THB',
  method: 'qr',
  description: 'Yuzen Sukhumvit, Thai massage 60 min',
  returnUrl: 'https://shop.test/book/kpayment/return',
  notifyUrl: 'https://shop.test/api/kpayment/notify',
  ...over,
});
