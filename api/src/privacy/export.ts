import fs from 'node:fs'
import path from 'node:path'
import { PassThrough, type Readable } from 'node:stream'
import { asSystem, mediaDir, privateFilesDir } from '@driftway/collections'
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate'
import type { Payload } from 'payload'
import { type Person, recordSources } from './records'

type Doc = Record<string, unknown> & { id?: unknown; filename?: unknown }

/** Everything the marketplace holds about a person, collection by collection (the archive's JSON files). */
export async function collectPersonalRecords(payload: Payload, person: Person): Promise<Map<string, Doc[]>> {
  const records = new Map<string, Doc[]>()
  for (const source of recordSources) {
    const { docs } = await payload.find({
      collection: source.collection,
      where: source.where(person),
      depth: 0,
      pagination: false,
      ...asSystem(),
      showHiddenFields: false,
    })
    records.set(
      source.name,
      // Every collection is exported the same way, by field name: the generated per-collection
      // interfaces have no index signature, a shallow copy's plain object type does.
      docs.map((doc) => {
        const row: Doc = { ...doc }
        return source.redact ? source.redact(row, person) : row
      }),
    )
  }
  return records
}

const readme = (person: Person, at: Date) => `Driftway data export
====================

Account: ${person.email} (id ${person.id})
Created: ${at.toISOString()}

data/      one JSON file per kind of record: your profile, listings and their prices and
           seasons, bookings, chats and your messages, reviews, wishlists, payout and billing
           records, sign-in sessions, messages you sent us and the history of your account.
           Other people's details (a traveler's name on your listing's booking, the other
           side's messages) are not included: they belong to them.
files/     the files you uploaded: photos (files/photos) and documents (files/documents).
`

/** Files the person uploaded, as archive paths and where they are on disk. */
function uploadedFiles(records: Map<string, Doc[]>): { archivePath: string; diskPath: string }[] {
  const files: { archivePath: string; diskPath: string }[] = []
  for (const [name, folder, dir] of [
    ['photos', 'photos', mediaDir],
    ['documents', 'documents', privateFilesDir],
  ] as const) {
    for (const doc of records.get(name) ?? []) {
      if (typeof doc.filename !== 'string') continue
      const filename = path.basename(doc.filename)
      files.push({ archivePath: `files/${folder}/${filename}`, diskPath: path.join(dir, filename) })
    }
  }
  return files
}

/**
 * The export archive (zip) as a stream: README, `data/*.json` and the uploaded files. The records
 * are read first; the zip is then written while it is sent, so large photo sets never sit in
 * memory as a whole.
 */
export async function personalDataArchive(payload: Payload, person: Person, at = new Date()): Promise<Readable> {
  const records = await collectPersonalRecords(payload, person)
  const out = new PassThrough()
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error)
      return
    }
    out.write(chunk)
    if (final) out.end()
  })
  const addText = (name: string, text: string) => {
    const entry = new ZipDeflate(name, { level: 6 })
    zip.add(entry)
    entry.push(strToU8(text), true)
  }
  addText('README.txt', readme(person, at))
  for (const [name, docs] of records) addText(`data/${name}.json`, `${JSON.stringify(docs, null, 2)}\n`)
  void (async () => {
    for (const file of uploadedFiles(records)) {
      if (!fs.existsSync(file.diskPath)) continue
      // Photos and PDFs are compressed already: stored as they are.
      const entry = new ZipPassThrough(file.archivePath)
      zip.add(entry)
      for await (const chunk of fs.createReadStream(file.diskPath)) entry.push(chunk as Uint8Array)
      entry.push(new Uint8Array(0), true)
    }
    zip.end()
  })().catch((error) => out.destroy(error as Error))
  return out
}
