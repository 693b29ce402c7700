// Kysely types of the sandbox gateway's own table. The server passes its handle as
// `db.withTables<SandboxDatabase>()` (or lists `sandbox_charges` in its Database), so nothing else in
// the schema has to know the sandbox exists.
import type { Generated } from 'kysely';
import type { PaymentMethod, TransactionState } from '../../payment/gateway';

export type SandboxChargeStatus = 'success' | 'fail' | 'pending';

export interface SandboxChargeTable {
  /** 'chrg_test_…' */
  id: string;
  order_id: string;
  amount_satang: number;
  currency: 'THB';
  method: PaymentMethod;
  status: SandboxChargeStatus;
  transaction_state: TransactionState;
  description: string;
  return_url: string;
  notify_url: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** Money the sandbox gave back on a charge (refunds asked by the desk's cancellations). */
export interface SandboxRefundTable {
  /** 'rfnd_test_…' */
  id: string;
  charge_id: string;
  amount_satang: number;
  created_at: Generated<Date>;
}

// A type alias, not an interface: Kysely's withTables<T>() needs T to have an index signature.
export type SandboxDatabase = {
  sandbox_charges: SandboxChargeTable;
  sandbox_refunds: SandboxRefundTable;
};
