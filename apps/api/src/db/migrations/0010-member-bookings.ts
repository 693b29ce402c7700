// Bookings belong to the member who made them (docs/product-rules.md, States and lifecycle), keep the grand total they were
// charged on, and the member QR codes exchanged at a kiosk are remembered until they expire, so each
// is used once.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('bookings')
    // Null for a visitor's booking; a member's account is never deleted while it has bookings.
    .addColumn('user_id', 'uuid', (c) => c.references('users.id'))
    // Set when the payment is opened: what the member was charged on, whatever prices do later.
    .addColumn('grand_total_satang', 'integer')
    .execute();
  await db.schema.createIndex('bookings_user_idx').on('bookings').columns(['user_id', 'date']).execute();

  await db.schema
    .createTable('member_qr_uses')
    .addColumn('jti', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The QR's own expiry: after it the signature check refuses the code, so the row may go.
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('member_qr_uses_expires_idx')
    .on('member_qr_uses')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_qr_uses').execute();
  await db.schema.dropIndex('bookings_user_idx').execute();
  await db.schema.alterTable('bookings').dropColumn('user_id').dropColumn('grand_total_satang').execute();
}
