import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_bookings_partner_step" ADD VALUE 'partner_cancel_pending';
  ALTER TYPE "public"."enum_bookings_partner_step" ADD VALUE 'partner_cancelled';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings" ALTER COLUMN "partner_step" SET DATA TYPE text;
  DROP TYPE "public"."enum_bookings_partner_step";
  CREATE TYPE "public"."enum_bookings_partner_step" AS ENUM('awaiting_payment', 'paid', 'partner_requested', 'partner_unknown', 'partner_confirmed', 'partner_refused', 'refunded');
  ALTER TABLE "bookings" ALTER COLUMN "partner_step" SET DATA TYPE "public"."enum_bookings_partner_step" USING "partner_step"::"public"."enum_bookings_partner_step";`)
}
