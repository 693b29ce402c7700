// Staff of the admin app (docs/access.md, Callers): accounts, grants, sessions and the append-only audit log.
import type { ColumnType, Generated } from 'kysely';
import type { StaffRole } from '@sabai/access';

export interface StaffAccountTable {
  id: string;
  name: string;
  /** Lower case. */
  email: string;
  password_hash: string;
  /** Base32; set while enrolling, in use once totp_enabled. */
  totp_secret: string | null;
  totp_enabled: Generated<boolean>;
  /** The time step of the last TOTP code accepted; a code of that step or before is refused (bigint). */
  totp_last_step: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  /** SHA-256 hashes of the recovery codes not used yet. */
  recovery_code_hashes: Generated<string[]>;
  active: Generated<boolean>;
  created_at: Generated<Date>;
}

/** One scope of an account: owner (none), brand_admin (brand_id), branch_staff (branch_id); checked by the table. */
export interface StaffGrantTable {
  id: Generated<string>;
  staff_id: string;
  role: StaffRole;
  brand_id: string | null;
  branch_id: string | null;
}

export interface StaffSessionTable {
  id: string;
  staff_id: string;
  secret_hash: string;
  created_at: Generated<Date>;
  last_seen_at: Generated<Date>;
  expires_at: Date;
  revoked_at: Date | null;
  ip: string | null;
}

/** Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE). */
export interface AuditLogTable {
  id: Generated<string>;
  staff_id: string | null;
  at: Generated<Date>;
  ip: string | null;
  action: string;
  subject_type: string;
  subject_id: string;
  brand_id: string | null;
  branch_id: string | null;
  /** jsonb, written as JSON text: the subject before and after the action. */
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
}
