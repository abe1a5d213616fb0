import { asStaff, asSystem } from '@driftway/collections'
import type { Staff } from '@driftway/collections/payload-types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type TestApi } from './support/api'

/** The operator's imprint behind the site's /imprint (decision 0112); who may change it is in the access matrix. */
let api: TestApi
let admin: Staff

beforeAll(async () => {
  api = await startTestApi()
  admin = await api.payload.create({
    collection: 'staff',
    data: { email: 'imprint-admin@driftway.test', password: 'Staff-secret-1', staff_role: 'admin' },
    ...asSystem(),
  })
})
afterAll(async () => {
  await api?.stop()
})

const imprint = {
  operator_name: 'Campfire Rentals GmbH',
  represented_by: '  ',
  street: 'Hafenweg 3',
  postal_code: '20457',
  city: 'Hamburg',
  country_iso2: 'de',
  email: 'legal@campfire.test',
  phone: '+49 40 1234567',
  register_court: 'Amtsgericht Hamburg',
  register_number: 'HRB 12345',
  vat_id: 'DE123456789',
}

describe('GET /imprint/', () => {
  it('answers 404 imprint_not_published until an administrator has saved it', async () => {
    const answer = await api.request('GET', '/imprint/')
    expect(answer.status).toBe(404)
    expect(answer.body).toMatchObject({ error_key: 'imprint_not_published', error_msg: expect.any(String) })
  })

  it('refuses an incomplete imprint without writing it', async () => {
    await expect(
      api.payload.updateGlobal({
        slug: 'imprint',
        data: { operator_name: 'Half Done GmbH' },
        ...asStaff(admin),
      }),
    ).rejects.toThrow(/street|email|city/i)
    expect((await api.request('GET', '/imprint/')).status).toBe(404)
  })

  it('shows what the administrator saved to anyone, empty optional fields as null', async () => {
    await api.payload.updateGlobal({ slug: 'imprint', data: imprint, ...asStaff(admin) })
    const answer = await api.request('GET', '/imprint/')
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      operator_name: 'Campfire Rentals GmbH',
      represented_by: null,
      street: 'Hafenweg 3',
      postal_code: '20457',
      city: 'Hamburg',
      country_iso2: 'DE',
      email: 'legal@campfire.test',
      register_number: 'HRB 12345',
      content_responsible: null,
      dispute_resolution_url: null,
      updated_at_ts: expect.any(Number),
    })
  })
})
