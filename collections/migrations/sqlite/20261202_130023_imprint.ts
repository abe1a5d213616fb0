import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`imprint\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`operator_name\` text NOT NULL,
  	\`represented_by\` text,
  	\`street\` text NOT NULL,
  	\`postal_code\` text NOT NULL,
  	\`city\` text NOT NULL,
  	\`country_iso2\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`register_court\` text,
  	\`register_number\` text,
  	\`vat_id\` text,
  	\`content_responsible\` text,
  	\`dispute_resolution_url\` text,
  	\`updated_at_ts\` numeric,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`imprint\`;`)
}
