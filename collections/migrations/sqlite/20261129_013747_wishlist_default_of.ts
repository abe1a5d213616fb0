import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`wishlists\` ADD \`default_of\` text;`)
  // Existing default lists claim their owner's slot (added by hand: the generator writes schema only).
  await db.run(sql`UPDATE \`wishlists\` SET \`default_of\` = \`owner_id\` WHERE \`is_default\` = 1;`)
  await db.run(sql`CREATE UNIQUE INDEX \`wishlists_default_of_idx\` ON \`wishlists\` (\`default_of\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`wishlists_default_of_idx\`;`)
  await db.run(sql`ALTER TABLE \`wishlists\` DROP COLUMN \`default_of\`;`)
}
