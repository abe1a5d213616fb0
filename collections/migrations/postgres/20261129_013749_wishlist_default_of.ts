import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // The UPDATE (existing default lists claim their owner's slot) is added by hand: the generator writes schema only.
  await db.execute(sql`
   ALTER TABLE "wishlists" ADD COLUMN "default_of" varchar;
  UPDATE "wishlists" SET "default_of" = "owner_id"::text WHERE "is_default" = true;
  CREATE UNIQUE INDEX "wishlists_default_of_idx" ON "wishlists" USING btree ("default_of");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "wishlists_default_of_idx";
  ALTER TABLE "wishlists" DROP COLUMN "default_of";`)
}
