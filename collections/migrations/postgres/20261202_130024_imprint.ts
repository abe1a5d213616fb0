import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "imprint" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"operator_name" varchar NOT NULL,
  	"represented_by" varchar,
  	"street" varchar NOT NULL,
  	"postal_code" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"country_iso2" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"register_court" varchar,
  	"register_number" varchar,
  	"vat_id" varchar,
  	"content_responsible" varchar,
  	"dispute_resolution_url" varchar,
  	"updated_at_ts" numeric,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "imprint" CASCADE;`)
}
