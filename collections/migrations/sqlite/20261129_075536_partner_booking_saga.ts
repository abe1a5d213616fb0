import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`partner\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`partner_step\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`partner_reference\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`partner_saga\` text;`)
  await db.run(sql`CREATE INDEX \`bookings_partner_idx\` ON \`bookings\` (\`partner\`);`)
  await db.run(sql`CREATE INDEX \`bookings_partner_step_idx\` ON \`bookings\` (\`partner_step\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`bookings_partner_idx\`;`)
  await db.run(sql`DROP INDEX \`bookings_partner_step_idx\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`partner\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`partner_step\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`partner_reference\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`partner_saga\`;`)
}
