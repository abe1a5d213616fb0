import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { distinctBookingReferences } from '../../src/booking-references'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`reference\` text;`)
  // Bookings made before booking numbers get one each (added by hand: the generator writes schema only).
  const bookings = await db.all<{ id: string }>(sql`SELECT \`id\` FROM \`bookings\`;`)
  const references = distinctBookingReferences(bookings.length)
  for (const [index, { id }] of bookings.entries()) {
    await db.run(sql`UPDATE \`bookings\` SET \`reference\` = ${references[index]} WHERE \`id\` = ${id};`)
  }
  await db.run(sql`CREATE UNIQUE INDEX \`bookings_reference_idx\` ON \`bookings\` (\`reference\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`bookings_reference_idx\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`reference\`;`)
}
