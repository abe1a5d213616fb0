import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { legalDe } from '../content/legal/de'
import { legalEn } from '../content/legal/en'
import type { LegalDocuments } from '../content/legal/types'
import { defaultLanguage, languages } from './config'
import { resources } from './resources.server'

type Tree = { [key: string]: Tree | string }

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../locales')
// Every locale file on disk counts as shipped, even one somebody forgot to register:
// locales/{lng}/{namespace}.json, compared as one tree per language keyed by namespace.
const shipped: Record<string, Tree> = Object.fromEntries(
  fs
    .readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((dir) => [
      dir.name,
      Object.fromEntries(
        fs
          .readdirSync(path.join(localesDir, dir.name))
          .filter((file) => file.endsWith('.json'))
          .map((file) => [
            path.basename(file, '.json'),
            JSON.parse(fs.readFileSync(path.join(localesDir, dir.name, file), 'utf8')) as Tree,
          ]),
      ),
    ]),
)

/** Every leaf of a translation tree as a dotted path → value. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const dotted = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(dotted, value)
    else for (const [leaf, text] of leaves(value, dotted)) out.set(leaf, text)
  }
  return out
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*([\w.]+)\s*}}/g)].map((match) => match[1]).sort()

const reference = leaves(shipped[defaultLanguage]!)

describe('locale files', () => {
  it('ships exactly the registered languages', () => {
    expect(Object.keys(shipped).sort()).toEqual([...languages].sort())
    expect(Object.keys(resources).sort()).toEqual([...languages].sort())
  })

  for (const [lng, tree] of Object.entries(shipped)) {
    describe(lng, () => {
      const own = leaves(tree)

      it('has every key of the reference locale', () => {
        const missing = [...reference.keys()].filter((key) => !own.has(key))
        expect(missing, `keys missing from locales/${lng}`).toEqual([])
      })

      it('has no keys the reference locale lacks', () => {
        const extra = [...own.keys()].filter((key) => !reference.has(key))
        expect(extra, `keys only in locales/${lng}`).toEqual([])
      })

      it('translates every key to a non-empty text with the same placeholders', () => {
        for (const [key, text] of own) {
          expect(text.trim(), `${lng}: ${key} is empty`).not.toBe('')
          const expected = reference.get(key)
          if (expected !== undefined)
            expect(placeholders(text), `${lng}: ${key} placeholders`).toEqual(placeholders(expected))
        }
      })
    })
  }
})

describe('legal documents', () => {
  const byLanguage: Record<string, LegalDocuments> = { en: legalEn, de: legalDe }

  it('exist for every shipped language', () => {
    expect(Object.keys(byLanguage).sort()).toEqual([...languages].sort())
  })

  for (const [lng, docs] of Object.entries(byLanguage)) {
    it(`${lng} mirrors the English documents section by section`, () => {
      expect(Object.keys(docs).sort()).toEqual(Object.keys(legalEn).sort())
      for (const [slug, doc] of Object.entries(docs)) {
        const original = legalEn[slug as keyof LegalDocuments]
        expect(
          doc.sections.map((section) => section.id),
          `${lng}/${slug} sections`,
        ).toEqual(original.sections.map((section) => section.id))
        expect(doc.title.trim()).not.toBe('')
        expect(doc.summary.trim()).not.toBe('')
        for (const section of doc.sections)
          expect(section.body.length, `${lng}/${slug}#${section.id}`).toBeGreaterThan(0)
      }
    })
  }
})
