import { randomBytes } from 'node:crypto'
import { bookingReferenceFrom } from '@driftway/domain'
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "bookings" ADD COLUMN "reference" varchar;`)
  // Bookings made before booking numbers get one each (added by hand: the generator writes schema only).
  const { rows } = await db.execute(sql`SELECT "id" FROM "bookings";`)
  const given = new Set<string>()
  for (const { id } of rows as { id: string }[]) {
    let reference = bookingReferenceFrom(randomBytes(8))
    while (given.has(reference)) reference = bookingReferenceFrom(randomBytes(8))
    given.add(reference)
    await db.execute(sql`UPDATE "bookings" SET "reference" = ${reference} WHERE "id" = ${id};`)
  }
  await db.execute(sql`CREATE UNIQUE INDEX "bookings_reference_idx" ON "bookings" USING btree ("reference");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "bookings_reference_idx";
  ALTER TABLE "bookings" DROP COLUMN "reference";`)
}
