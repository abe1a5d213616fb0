import { asSystem } from '@driftway/collections'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInUser } from './support/accounts'
import { startTestApi, type TestApi } from './support/api'
import { createCompleteListing } from './support/lessor'

/** GET /geocoding/search/ and /geocoding/city/ over the offline gazetteer (no GEOCODER_URL). */

delete process.env.GEOCODER_URL

let api: TestApi
beforeAll(async () => {
  api = await startTestApi()
  // The marketplace has a published campsite in Spain (suggestions prefer countries with listings).
  const lessor = await createSignedInUser(api, { role: 3 })
  const listing = await createCompleteListing(api, lessor, 'campsite')
  await api.payload.update({
    collection: 'listings',
    id: listing.id,
    data: { is_draft: false, country: 'Spain', country_iso2: 'ES', city: 'Valencia' },
    ...asSystem(),
  })
})
afterAll(async () => {
  await api?.stop()
})

type Place = { display_name: string; name: string; lat: number; lon: number; country_code: string; addresstype: string }
const places = async (query: string, headers?: Record<string, string>) => {
  const response = await api.request('GET', `/geocoding/search/?${query}`, { headers })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body as Place[]
}

describe('geocoding', () => {
  it('suggests 5 places by prefix, largest first, with coordinates and country', async () => {
    const found = await places('q=mun')
    expect(found).toHaveLength(5)
    expect(found[0]).toMatchObject({
      name: 'Munich',
      display_name: 'Munich, Germany',
      country_code: 'de',
      addresstype: 'city',
    })
    expect(found[0]!.lat).toBeCloseTo(48.137, 1)
    expect(found[0]!.lon).toBeCloseTo(11.575, 1)
    expect((await places('q=munich&limit=2')).length).toBeLessThanOrEqual(2)
  })

  it('puts places in countries with listings first among equally good matches', async () => {
    // Valencia, Venezuela is the larger city; the marketplace only has listings in Spain.
    const found = await places('q=valencia')
    expect(found[0]).toMatchObject({ name: 'Valencia', country_code: 'es' })
    expect(found.some((place) => place.country_code === 've')).toBe(true)
    // A better match elsewhere still wins: an exact name beats a Spanish prefix match.
    expect((await places('q=munich'))[0]).toMatchObject({ country_code: 'de' })
  })

  it('ignores accents and case', async () => {
    expect((await places('q=zurich'))[0]).toMatchObject({ name: 'Zürich', country_code: 'ch' })
    expect((await places('q=KOLN'))[0]).toMatchObject({ name: 'Köln' })
    expect((await places('q=M%C3%A1laga'))[0]).toMatchObject({ name: 'Málaga', country_code: 'es' })
    expect((await places('q=malaga'))[0]).toMatchObject({ name: 'Málaga', country_code: 'es' })
  })

  it('speaks the visitor language where the data allows', async () => {
    const german = await places('q=wien&lang=de')
    expect(german[0]).toMatchObject({ name: 'Wien', display_name: 'Wien, Österreich', country_code: 'at' })
    expect((await places('q=munchen', { 'accept-language': 'de-DE,de;q=0.9' }))[0]).toMatchObject({
      display_name: 'München, Deutschland',
    })
    expect((await places('q=vienna&lang=en'))[0]).toMatchObject({ display_name: 'Vienna, Austria' })
  })

  it('matches words inside names after prefixes, and narrows to a country after a comma', async () => {
    const garda = await places('q=riva%20del')
    expect(garda.map((place) => place.name)).toContain('Riva del Garda')
    expect((await places('q=garda&limit=10')).map((place) => place.name)).toContain('Riva del Garda')
    const paris = await places('q=Paris,%20US')
    expect(paris.length).toBeGreaterThan(0)
    expect(paris.every((place) => place.country_code === 'us')).toBe(true)
    expect((await places('q=Waren,%20Deutschland&lang=de'))[0]).toMatchObject({ name: 'Waren', country_code: 'de' })
    expect(await places('q=zzqqxx')).toEqual([])
  })

  it('offers a city-only variant as features with name and label', async () => {
    const response = await api.request('GET', '/geocoding/city/?q=lisbon&limit=1')
    expect(response.body).toEqual({
      features: [
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [expect.any(Number), expect.any(Number)] },
          properties: { name: 'Lisbon', label: 'Lisbon, Portugal', country_code: 'pt', addresstype: 'city' },
        },
      ],
    })
  })

  it('rejects a missing text, a bad limit and a bad language', async () => {
    for (const query of ['', 'q=', 'q=a&limit=0', 'q=a&limit=11', 'q=a&lang=%21%21']) {
      const response = await api.request('GET', `/geocoding/search/?${query}`)
      expect(response.status, query).toBe(400)
      expect(response.body.error_key).toBe('validation_error')
    }
  })
})
