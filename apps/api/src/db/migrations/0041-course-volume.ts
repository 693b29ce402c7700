// A course template's volume (docs/product-rules.md, Courses): how many sets a member course of it holds when sold.
// A member course keeps its own volume_total, so changing the template never changes what a member owns.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('courses')
    .addColumn('volume', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(10)
        .check(sql`volume between 1 and 1000`),
    )
    .execute();
  await sql`create unique index courses_brand_code on courses (brand_id, code)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index courses_brand_code`.execute(db);
  await db.schema.alterTable('courses').dropColumn('volume').execute();
}
