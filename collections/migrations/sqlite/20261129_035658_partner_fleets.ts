import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`listings\` ADD \`partner\` text;`)
  await db.run(sql`ALTER TABLE \`listings\` ADD \`partner_synced_at_ts\` numeric;`)
  await db.run(sql`ALTER TABLE \`listings\` ADD \`partner_locations\` text;`)
  await db.run(sql`ALTER TABLE \`listings\` ADD \`partner_photos_key\` text;`)
  await db.run(sql`CREATE INDEX \`listings_partner_idx\` ON \`listings\` (\`partner\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`partner\` text;`)
  await db.run(sql`CREATE INDEX \`users_partner_idx\` ON \`users\` (\`partner\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`listings_partner_idx\`;`)
  await db.run(sql`ALTER TABLE \`listings\` DROP COLUMN \`partner\`;`)
  await db.run(sql`ALTER TABLE \`listings\` DROP COLUMN \`partner_synced_at_ts\`;`)
  await db.run(sql`ALTER TABLE \`listings\` DROP COLUMN \`partner_locations\`;`)
  await db.run(sql`ALTER TABLE \`listings\` DROP COLUMN \`partner_photos_key\`;`)
  await db.run(sql`DROP INDEX \`users_partner_idx\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`partner\`;`)
}
