/**
 * `npx tsx bench/src/multiply.ts <sqlite file> <factor>`: makes a bench database `factor` times
 * larger by copying every listing with its children (images, relations, suitability, seasons,
 * rates, extras, manual reservations, booked nights) under fresh ids, in SQL. The bench generator
 * writes through `bulkCreate` with full validation (a few hundred listings a second on these
 * machines); 500 000 listings that way take hours, so the search bench's largest size is the
 * generator's data multiplied. Copies sit at their original's place and prices: the search index's
 * start and memory are what this measures, not result variety.
 *
 * SQLite only (the bench's default database). A copy's id is its original's with a few hex digits
 * replaced (the copy number), so references between copied rows stay consistent without a map.
 */
import { DatabaseSync } from 'node:sqlite'

const [file, factorText] = process.argv.slice(2)
const factor = Number(factorText)
if (!file || !Number.isInteger(factor) || factor < 2 || factor > 65_535) {
  console.error('usage: tsx bench/src/multiply.ts <sqlite file> <factor 2..65535>')
  process.exit(2)
}

/**
 * A UUID (8-4-4-4-12) with the version digit set to `c` — no random (v4) id has it, so a copy never
 * meets an original — and the characters 25–28 replaced by the copy number.
 */
const uuidCopy = (column: string) =>
  `substr(${column}, 1, 14) || 'c' || substr(${column}, 16, 9) || printf('%04x', $copy) || substr(${column}, 29)`
/** A 24-hex ObjectId (array rows) with hex digits 9–12 (its per-process random part) replaced by the copy number. */
const objectIdCopy = (column: string) => `substr(${column}, 1, 8) || printf('%04x', $copy) || substr(${column}, 13)`
const nullableUuidCopy = (column: string) => `CASE WHEN ${column} IS NULL THEN NULL ELSE ${uuidCopy(column)} END`

const db = new DatabaseSync(file)
const columnsOf = (table: string): string[] =>
  (db.prepare(`PRAGMA table_info("${table}")`).all() as { name: string }[]).map((column) => column.name)

/**
 * The rows of `table` that belong to an original listing, kept aside (a temporary table) so each
 * copy reads them there rather than searching the growing table.
 */
function originalsOf(table: string, parentColumn: string) {
  db.exec(`CREATE TEMP TABLE "original_${table}" AS SELECT * FROM "${table}" WHERE "${parentColumn}" IN ${originals}`)
}

/** INSERT … SELECT copying an original's rows of `table` with some columns rewritten (null: left to the database). */
function copyStatement(table: string, rewrite: Record<string, string | null>) {
  const columns = columnsOf(table).filter((column) => rewrite[column] !== null)
  const values = columns.map((column) => rewrite[column] ?? `"${column}"`)
  return db.prepare(
    `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) SELECT ${values.join(', ')} FROM "original_${table}"`,
  )
}

const originals = '(SELECT id FROM original_ids)'
// Originals are the rows a copy did not make (their ids are random UUIDs, version 4): a stopped run
// continues where it stopped (each copy is one transaction).
db.exec("CREATE TEMP TABLE original_ids AS SELECT id FROM listings WHERE substr(id, 15, 1) <> 'c'")
db.exec('PRAGMA synchronous = OFF')

const copies: [table: string, parent: string, rewrite: Record<string, string | null>][] = [
  ['listings', 'id', { id: uuidCopy('id') }],
  ['listings_images', '_parent_id', { id: objectIdCopy('id'), _parent_id: uuidCopy('_parent_id') }],
  ['listings_rels', 'parent_id', { id: null, parent_id: uuidCopy('parent_id') }],
  ['listings_suitability', 'parent_id', { id: uuidCopy('id'), parent_id: uuidCopy('parent_id') }],
  ['season_rates', 'listing_id', { id: uuidCopy('id'), listing_id: uuidCopy('listing_id') }],
  [
    'season_availabilities',
    'listing_id',
    { id: uuidCopy('id'), listing_id: uuidCopy('listing_id'), season_rate_id: nullableUuidCopy('season_rate_id') },
  ],
  ['extra_amenities', 'listing_id', { id: uuidCopy('id'), listing_id: uuidCopy('listing_id') }],
  ['manual_reservations', 'listing_id', { id: uuidCopy('id'), listing_id: uuidCopy('listing_id') }],
  [
    'booked_nights',
    'listing_id',
    {
      id: uuidCopy('id'),
      listing_id: uuidCopy('listing_id'),
      manual_reservation_id: nullableUuidCopy('manual_reservation_id'),
      // A copied booking would not exist: the copy's nights are blocked by no booking.
      booking_id: 'NULL',
    },
  ],
]
for (const [table, parent] of copies) originalsOf(table, parent)
const statements = copies.map(([table, , rewrite]) => copyStatement(table, rewrite))

// Random ids land all over every index, and inserting into them row by row slows as the tables
// grow: the copied tables' secondary indexes are dropped and built again (sorted) at the end.
// Their definitions are kept in the database, so a stopped run still builds them.
db.exec('CREATE TABLE IF NOT EXISTS bench_multiply_indexes (name TEXT PRIMARY KEY, sql TEXT NOT NULL)')
const tables = copies.map(([table]) => table)
db.prepare(
  `INSERT OR IGNORE INTO bench_multiply_indexes SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN (${tables.map(() => '?').join(', ')})`,
).run(...tables)
const indexes = db.prepare('SELECT name, sql FROM bench_multiply_indexes').all() as { name: string; sql: string }[]
for (const { name } of indexes) db.exec(`DROP INDEX IF EXISTS "${name}"`)

const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n
const originalCount = count('SELECT count(*) AS n FROM original_ids')
const done = Math.round(count('SELECT count(*) AS n FROM listings') / Math.max(1, originalCount))
const started = Date.now()
const seconds = () => ((Date.now() - started) / 1000).toFixed(1)
for (let copy = done; copy < factor; copy++) {
  db.exec('BEGIN')
  for (const statement of statements) statement.run({ copy })
  db.exec('COMMIT')
  if (copy % 10 === 0 || copy === factor - 1) console.log(`copy ${copy}/${factor - 1} (${seconds()} s)`)
}
for (const { sql } of indexes) db.exec(sql)
db.exec('DROP TABLE bench_multiply_indexes')
console.log(`${file}: ${count('SELECT count(*) AS n FROM listings')} listings, indexes built (${seconds()} s)`)
db.close()
