import { asStaff, asSystem } from '@driftway/collections'
import type { Staff } from '@driftway/collections/payload-types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUpBody } from './support/accounts'
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

  it('signs every mail with the operator: a sign-up’s confirmation names it under “— Driftway”', async () => {
    const email = 'imprint-mail@driftway.test'
    const signUp = await api.request('POST', '/user/', {
      body: signUpBody(email, { first_name: 'Ida', last_name: 'Imprint' }),
    })
    expect(signUp.status).toBe(201)
    await api.app.mailer.idle()
    const mails = await api.payload.find({
      collection: 'mail-outbox',
      where: { to: { equals: email } },
      depth: 0,
      ...asSystem(),
    })
    expect(mails.docs).toHaveLength(1)
    expect(mails.docs[0]!.text).toContain(
      '— Driftway\nCampfire Rentals GmbH · Hafenweg 3 · 20457 Hamburg · legal@campfire.test',
    )
  })
})
