import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_listings_partner" AS ENUM('thl', 'neorent', 'mcrent', 'wheel-office', 'indie', 'vanever', 'campnerd', 'five-anker');
  CREATE TYPE "public"."enum_users_partner" AS ENUM('thl', 'neorent', 'mcrent', 'wheel-office', 'indie', 'vanever', 'campnerd', 'five-anker');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'partnerImport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'partnerImport';
  ALTER TABLE "listings" ADD COLUMN "partner" "enum_listings_partner";
  ALTER TABLE "listings" ADD COLUMN "partner_synced_at_ts" numeric;
  ALTER TABLE "listings" ADD COLUMN "partner_locations" jsonb;
  ALTER TABLE "listings" ADD COLUMN "partner_photos_key" varchar;
  ALTER TABLE "users" ADD COLUMN "partner" "enum_users_partner";
  CREATE INDEX "listings_partner_idx" ON "listings" USING btree ("partner");
  CREATE INDEX "users_partner_idx" ON "users" USING btree ("partner");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'bookingDeadlines', 'rentalRequestDigest');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'bookingDeadlines', 'rentalRequestDigest');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "listings_partner_idx";
  DROP INDEX "users_partner_idx";
  ALTER TABLE "listings" DROP COLUMN "partner";
  ALTER TABLE "listings" DROP COLUMN "partner_synced_at_ts";
  ALTER TABLE "listings" DROP COLUMN "partner_locations";
  ALTER TABLE "listings" DROP COLUMN "partner_photos_key";
  ALTER TABLE "users" DROP COLUMN "partner";
  DROP TYPE "public"."enum_listings_partner";
  DROP TYPE "public"."enum_users_partner";`)
}
