import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { distinctBookingReferences } from '../../src/booking-references'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "bookings" ADD COLUMN "reference" varchar;`)
  // Bookings made before booking numbers get one each (added by hand: the generator writes schema only).
  const { rows } = await db.execute(sql`SELECT "id" FROM "bookings";`)
  const references = distinctBookingReferences(rows.length)
  for (const [index, { id }] of (rows as { id: string }[]).entries()) {
    await db.execute(sql`UPDATE "bookings" SET "reference" = ${references[index]} WHERE "id" = ${id};`)
  }
  await db.execute(sql`CREATE UNIQUE INDEX "bookings_reference_idx" ON "bookings" USING btree ("reference");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "bookings_reference_idx";
  ALTER TABLE "bookings" DROP COLUMN "reference";`)
}
