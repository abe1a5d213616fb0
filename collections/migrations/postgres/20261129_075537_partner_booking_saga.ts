import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_bookings_partner" AS ENUM('thl', 'neorent', 'mcrent', 'wheel-office', 'indie', 'vanever', 'campnerd', 'five-anker');
  CREATE TYPE "public"."enum_bookings_partner_step" AS ENUM('awaiting_payment', 'paid', 'partner_requested', 'partner_unknown', 'partner_confirmed', 'partner_refused', 'refunded');
  ALTER TABLE "bookings" ADD COLUMN "partner" "enum_bookings_partner";
  ALTER TABLE "bookings" ADD COLUMN "partner_step" "enum_bookings_partner_step";
  ALTER TABLE "bookings" ADD COLUMN "partner_reference" varchar;
  ALTER TABLE "bookings" ADD COLUMN "partner_saga" jsonb;
  CREATE INDEX "bookings_partner_idx" ON "bookings" USING btree ("partner");
  CREATE INDEX "bookings_partner_step_idx" ON "bookings" USING btree ("partner_step");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "bookings_partner_idx";
  DROP INDEX "bookings_partner_step_idx";
  ALTER TABLE "bookings" DROP COLUMN "partner";
  ALTER TABLE "bookings" DROP COLUMN "partner_step";
  ALTER TABLE "bookings" DROP COLUMN "partner_reference";
  ALTER TABLE "bookings" DROP COLUMN "partner_saga";
  DROP TYPE "public"."enum_bookings_partner";
  DROP TYPE "public"."enum_bookings_partner_step";`)
}
