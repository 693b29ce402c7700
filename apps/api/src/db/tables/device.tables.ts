// Kiosk devices (docs/access.md, Kiosk devices): paired once with a one-time code, then known by a credential.
import type { Generated } from 'kysely';

export interface KioskDeviceTable {
  id: string;
  brand_id: string;
  branch_id: string;
  name: string;
  /** SHA-256 of the one-time code while the device waits to pair; null once paired. */
  pairing_code_hash: string | null;
  pairing_expires_at: Date | null;
  /** SHA-256 of the credential's secret once paired. */
  secret_hash: string | null;
  paired_at: Date | null;
  last_seen_at: Date | null;
  revoked_at: Date | null;
  /** The staff account that made the code; null for the operator's command and the demo code. */
  created_by: string | null;
  created_at: Generated<Date>;
}
