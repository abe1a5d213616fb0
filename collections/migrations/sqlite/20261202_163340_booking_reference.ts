import { randomBytes } from 'node:crypto'
import { bookingReferenceFrom } from '@driftway/domain'
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`reference\` text;`)
  // Bookings made before booking numbers get one each (added by hand: the generator writes schema only).
  const bookings = await db.all<{ id: string }>(sql`SELECT \`id\` FROM \`bookings\`;`)
  const given = new Set<string>()
  for (const { id } of bookings) {
    let reference = bookingReferenceFrom(randomBytes(8))
    while (given.has(reference)) reference = bookingReferenceFrom(randomBytes(8))
    given.add(reference)
    await db.run(sql`UPDATE \`bookings\` SET \`reference\` = ${reference} WHERE \`id\` = ${id};`)
  }
  await db.run(sql`CREATE UNIQUE INDEX \`bookings_reference_idx\` ON \`bookings\` (\`reference\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`bookings_reference_idx\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`reference\`;`)
}
