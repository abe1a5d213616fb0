import { listingKinds } from '@driftway/domain'
import { describe, expect, it } from 'vitest'
import { childViews } from './children'
import { editorListingView, editorViewShapes, extraView, rateView, reservationView, seasonView } from './schemas'
import { type ListingRecord, toEditorListing, type ViewAssets } from './view'

const assets: ViewAssets = {
  media: new Map(),
  documents: new Map(),
  terms: new Map(),
  documentUrl: () => 'https://example.test/file',
}

/** The serializer drops keys a response schema does not name: the views and the schemas must name the same keys. */
describe('lessor response schemas', () => {
  for (const kind of listingKinds) {
    it(`name every key of the ${kind} editor view`, () => {
      const doc: ListingRecord = {
        id: 'l1',
        kind,
        lessor: 'u1',
        title: 'T',
        description: '<p>D</p>',
        currency: 'EUR',
        images: [{ slot: 'Main', image: 'm1' }],
        documents: [{ type: 'Rental Terms', file: 'f1' }],
      }
      const view = toEditorListing(doc, assets, 'https://api.example.test')
      expect(Object.keys(editorViewShapes[kind]).sort()).toEqual(Object.keys(view).sort())
      expect(editorListingView.encode(view)).toEqual(view)
    })
  }

  const doc = { id: 'c1', listing: 'l1', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' }
  const cases = [
    ['season', seasonView, { start_timestamp: 1, end_timestamp: 2 }],
    ['rate', rateView, { season: 'High', rate_in_cents: 100, currency: 'EUR' }],
    ['extra', extraView, { name: 'Bikes', price_in_cents: 500, currency: 'EUR', conditions: [{ line: 'a' }] }],
    ['reservation', reservationView, { start_timestamp: 1, end_timestamp: 2 }],
  ] as const
  for (const [child, schema, fields] of cases) {
    it(`name every key of the ${child} view`, () => {
      const view = childViews[child]({ ...doc, ...fields })
      expect(schema.encode(view as never)).toEqual(view)
    })
  }
})
