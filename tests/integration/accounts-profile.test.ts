import { asSystem } from '@driftway/collections'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInUser, type TestUser, testPassword, uniqueEmail } from './support/accounts'
import { startTestApi, type TestApi } from './support/api'
import { type MailCatcher, startMailCatcher } from './support/mail'

/** Accounts §5/§7: own profile (GET/PATCH/DELETE /user/me/), avatar upload, password change, public profiles. */
let api: TestApi
let mail: MailCatcher

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
const YEAR = 365.25 * 24 * 3600
const now = () => Math.floor(Date.now() / 1000)

beforeAll(async () => {
  mail = await startMailCatcher()
  api = await startTestApi({ env: { smtpUrl: mail.url, mailRateLimitMax: 10_000 } })
  for (const [country, code, name] of [
    ['DE', 'GMBH', 'GmbH (Gesellschaft mit beschränkter Haftung)'],
    ['DE', 'private_person', 'Private person'],
    ['NL', 'BV', 'BV (Besloten vennootschap)'],
  ] as const) {
    await api.payload.create({
      collection: 'legal-types',
      data: { country_code_iso2: country, code, name },
      ...asSystem(),
    })
  }
})
afterAll(async () => {
  await api?.stop()
  await mail?.stop()
})

const personal = {
  first_name: 'Anna',
  last_name: 'Muster',
  address: 'Hauptstraße 1',
  company_country: 'Germany',
  company_country_code_iso2: 'de',
  city: 'Berlin',
  postal_code: '10115',
  phone: '+49 30 1234567',
  date_of_birth_timestamp: now() - Math.round(30 * YEAR),
}
const company = {
  company_name: 'Seeblick Camping GmbH',
  company_country: 'Germany',
  company_country_code_iso2: 'DE',
  phone: '+49 7531 906220',
  address: 'Uferweg 3',
  city: 'Konstanz',
  postal_code: '78465',
}

const patch = (user: TestUser, body: unknown) => api.request('PATCH', '/user/me/', { token: user.access, body })
const upload = (user: TestUser, data: Buffer, filename: string, fields: Record<string, string> = {}) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  form.append('photo', new Blob([new Uint8Array(data)]), filename)
  return api.request('PATCH', '/user/me/', { token: user.access, body: form })
}

describe('GET /user/me/', () => {
  it('returns every own profile field and never a secret', async () => {
    const user = await createSignedInUser(api, { profile: { phone: '+49 1', city: 'Berlin' } })
    const me = await api.request('GET', '/user/me/', { token: user.access })
    expect(me.status).toBe(200)
    for (const field of [
      'id',
      'role',
      'photo',
      'is_profile_completed',
      'currency_code',
      'first_name',
      'last_name',
      'email',
      'phone',
      'address',
      'postal_code',
      'city',
      'company_country',
      'company_country_code_iso2',
      'company_name',
      'company_type',
      'company_legal_type_name',
      'company_legal_type_code',
      'coc_number',
      'vat_number',
      'date_of_birth_timestamp',
    ]) {
      expect(me.body, field).toHaveProperty(field)
    }
    expect(me.body).toMatchObject({
      id: user.id,
      email: user.email,
      role: 1,
      city: 'Berlin',
      company_type: 'Unipersonal Company',
    })
    expect(JSON.stringify(me.body)).not.toMatch(/password_hash|scrypt|"password"/)
  })
})

describe('PATCH /user/me/ — traveler (personal form)', () => {
  it('updates single fields and completes the profile when the whole form holds', async () => {
    const user = await createSignedInUser(api)
    const partial = await patch(user, { city: '  Hamburg  ', currency_code: 'CHF' })
    expect(partial.status).toBe(200)
    expect(partial.body).toMatchObject({ city: 'Hamburg', currency_code: 'CHF', is_profile_completed: false })

    const incomplete = await patch(user, { is_profile_completed: true })
    expect(incomplete.status).toBe(400)
    expect(incomplete.body.error_key).toBe('validation_error')
    expect(incomplete.body.fields).toMatchObject({
      address: ['Please enter address'],
      postal_code: ['Please enter postal code'],
      date_of_birth_timestamp: ['Please enter date of birth'],
    })
    expect((await api.request('GET', '/user/me/', { token: user.access })).body.is_profile_completed).toBe(false)

    const complete = await patch(user, { ...personal, is_profile_completed: true })
    expect(complete.status).toBe(200)
    expect(complete.body).toMatchObject({ ...personal, company_country_code_iso2: 'DE', is_profile_completed: true })
    // A complete profile stays complete: `false` is ignored, and required fields cannot be emptied.
    expect((await patch(user, { is_profile_completed: false })).body.is_profile_completed).toBe(true)
    expect((await patch(user, { address: '  ' })).body.fields.address).toEqual(['Please enter address'])
    // Travelers have no company fields: they are ignored.
    expect((await patch(user, { company_name: 'X', coc_number: '1' })).body).toMatchObject({
      company_name: null,
      coc_number: null,
    })
  })

  it.each([
    [{ first_name: 'x'.repeat(31) }, 'first_name', 'The value is too long (max 30 characters).'],
    [{ last_name: '   ' }, 'last_name', 'Please enter last name'],
    [{ address: 'x'.repeat(151) }, 'address', 'The value is too long (max 150 characters).'],
    [{ city: 'x'.repeat(101) }, 'city', 'The value is too long (max 100 characters).'],
    [{ postal_code: 'x'.repeat(16) }, 'postal_code', 'The value is too long (max 15 characters).'],
    [{ company_country: '' }, 'company_country', 'Please enter country'],
    [{ company_country_code_iso2: '' }, 'company_country_code_iso2', 'Please enter country'],
    [{ phone: 'call me' }, 'phone', 'Please enter a valid phone number'],
    [{ date_of_birth_timestamp: now() - Math.round(17 * YEAR) }, 'date_of_birth_timestamp', 'mustBe18YearsOld'],
    [{ date_of_birth_timestamp: now() + 86_400 }, 'date_of_birth_timestamp', 'mustBe18YearsOld'],
    [{ currency_code: 'XYZ' }, 'currency_code', expect.any(String)],
  ])('rejects %j on %s', async (body, field, message) => {
    const user = await createSignedInUser(api)
    const response = await patch(user, body)
    expect(response.status).toBe(400)
    expect(response.body.error_key).toBe('validation_error')
    expect(response.body.fields[field]).toEqual([message])
  })

  it('keeps e-mail and role locked', async () => {
    const user = await createSignedInUser(api)
    const changed = await patch(user, { email: 'new@example.com', role: 2, city: 'Bonn' })
    expect(changed.status).toBe(400)
    expect(changed.body.fields).toMatchObject({ email: [expect.any(String)], role: [expect.any(String)] })
    // Nothing of a refused request is written.
    expect((await api.request('GET', '/user/me/', { token: user.access })).body.city).toBeNull()
    // Sending the unchanged values (a full form) is fine.
    expect((await patch(user, { email: user.email.toUpperCase(), role: 1, city: 'Bonn' })).body.city).toBe('Bonn')
  })
})

describe('PATCH /user/me/ — lessor (company form)', () => {
  it('takes the legal type name from the country list and opens a merchant on completion', async () => {
    const user = await createSignedInUser(api, { role: 2 })
    expect((await api.request('GET', '/payment/merchant/my/', { token: user.access })).body.error_key).toBe(
      'merchant_not_found',
    )
    const response = await patch(user, {
      ...company,
      company_legal_type_code: 'GMBH',
      coc_number: 'HRB 1',
      is_profile_completed: true,
    })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      is_profile_completed: true,
      company_legal_type_code: 'GMBH',
      company_legal_type_name: 'GmbH (Gesellschaft mit beschränkter Haftung)',
      coc_number: 'HRB 1',
    })
    const merchant = await api.request('GET', '/payment/merchant/my/', { token: user.access })
    expect(merchant.status).toBe(200)
    expect(merchant.body).toMatchObject({ status: 'pending', bank_account: { id: expect.any(String), status: 'new' } })
  })

  it('rejects a legal type of another country, and private person for non-campsite lessors', async () => {
    const rv = await createSignedInUser(api, { role: 2 })
    const foreign = await patch(rv, { company_country_code_iso2: 'DE', company_legal_type_code: 'BV' })
    expect(foreign.body.fields.company_legal_type_code).toEqual([
      'Choose a legal type offered for the selected country.',
    ])
    const privatePerson = await patch(rv, {
      company_country_code_iso2: 'DE',
      company_legal_type_code: 'private_person',
    })
    expect(privatePerson.body.fields.company_legal_type_code).toEqual([
      "The 'private person' legal type is only available to campsite lessors.",
    ])
    const noCountry = await patch(rv, { company_legal_type_code: 'GMBH' })
    expect(noCountry.body.fields.company_country_code_iso2).toEqual(['Please enter country'])

    const campsite = await createSignedInUser(api, { role: 3 })
    const ok = await patch(campsite, { company_country_code_iso2: 'DE', company_legal_type_code: 'private_person' })
    expect(ok.body).toMatchObject({
      company_legal_type_code: 'private_person',
      company_legal_type_name: 'Private person',
    })
    const numbers = await patch(campsite, { vat_number: 'DE123' })
    expect(numbers.body.fields.vat_number).toEqual(['A private person has no commercial register or VAT number.'])
  })

  it('sets CoC and VAT numbers once', async () => {
    const user = await createSignedInUser(api, { role: 4 })
    expect((await patch(user, { coc_number: ' KvK 1 ', vat_number: 'NL1' })).body).toMatchObject({
      coc_number: 'KvK 1',
      vat_number: 'NL1',
    })
    const changed = await patch(user, { coc_number: 'KvK 2', vat_number: null })
    expect(changed.body.fields).toEqual({
      coc_number: ['This number cannot be changed once set.'],
      vat_number: ['This number cannot be changed once set.'],
    })
    expect((await patch(user, { coc_number: 'KvK 1', city: 'Sneek' })).status).toBe(200)
  })

  it.each([
    [{ company_name: 'x'.repeat(101) }, 'company_name', 'The value is too long (max 100 characters).'],
    [{ company_name: ' ' }, 'company_name', 'Please enter company name'],
    [{ phone: '' }, 'phone', 'Please enter phone'],
  ])('rejects %j on %s', async (body, field, message) => {
    const user = await createSignedInUser(api, { role: 3 })
    expect((await patch(user, body)).body.fields[field]).toEqual([message])
  })

  it('requires the whole company form to complete', async () => {
    const user = await createSignedInUser(api, { role: 3 })
    const response = await patch(user, { company_name: 'Camp', is_profile_completed: true })
    expect(response.status).toBe(400)
    expect(Object.keys(response.body.fields).sort()).toEqual([
      'address',
      'city',
      'company_country',
      'phone',
      'postal_code',
    ])
  })
})

describe('profile photo', () => {
  it('stores a PNG sent as multipart `photo` with other fields and serves it by absolute URL', async () => {
    const user = await createSignedInUser(api)
    const response = await upload(user, PNG_1PX, 'me.PNG', {
      city: 'Köln',
      date_of_birth_timestamp: String(personal.date_of_birth_timestamp),
    })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ city: 'Köln', date_of_birth_timestamp: personal.date_of_birth_timestamp })
    expect(response.body.photo).toMatch(new RegExp(`^${api.baseUrl}/media/avatar-[\\w-]+\\.png$`))
    const file = await fetch(response.body.photo)
    expect(file.status).toBe(200)
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG_1PX)).toBe(true)

    const replaced = await upload(user, PNG_1PX, 'second.png')
    expect(replaced.body.photo).not.toBe(response.body.photo)
    const removed = await patch(user, { photo: null })
    expect(removed.body.photo).toBeNull()
  })

  it('refuses other content whatever its name, and files over 5 MB', async () => {
    const user = await createSignedInUser(api)
    const text = await upload(user, Buffer.from('hello, I am not an image'), 'avatar.png')
    expect(text).toMatchObject({
      status: 400,
      body: { error_key: 'file_type_not_supported', fields: { photo: [expect.any(String)] } },
    })
    const gif = await upload(user, Buffer.from('GIF89a\x01\x00\x01\x00'), 'avatar.jpg')
    expect(gif.body.error_key).toBe('file_type_not_supported')
    const wrongName = await upload(user, PNG_1PX, 'avatar.gif')
    expect(wrongName.body.error_key).toBe('file_type_not_supported')
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 0)
    PNG_1PX.copy(big)
    const tooLarge = await upload(user, big, 'big.png')
    expect(tooLarge).toMatchObject({
      status: 400,
      body: { error_key: 'file_too_large', fields: { photo: [expect.any(String)] } },
    })
    const json = await patch(user, { photo: 'some-media-id' })
    expect(json.body.fields.photo).toBeDefined()
    const me = await api.request('GET', '/user/me/', { token: user.access })
    expect(me.body.photo).toBeNull()
  })
})

describe('POST /user/me/password/change/', () => {
  it('checks the old password, then keeps this session and signs out the others', async () => {
    const user = await createSignedInUser(api)
    const otherSession = await api.request('POST', '/auth/token/', {
      body: { email: user.email, password: testPassword },
    })
    const change = (body: unknown) => api.request('POST', '/user/me/password/change/', { token: user.access, body })

    const wrong = await change({ old_password: 'Wrong123', new_password1: 'Newpass123', new_password2: 'Newpass123' })
    expect(wrong).toMatchObject({ status: 400, body: { error_key: 'reset_password', error_msg: expect.any(String) } })
    const mismatch = await change({
      old_password: testPassword,
      new_password1: 'Newpass123',
      new_password2: 'Newpass12',
    })
    expect(mismatch.body.fields.new_password2).toEqual(['Password does not match the confirm password'])
    const weak = await change({ old_password: testPassword, new_password1: 'newpass1', new_password2: 'newpass1' })
    expect(weak.body.fields.new_password1).toEqual(['Password must have at least 1 uppercase character'])
    const missing = await change({ new_password1: 'Newpass123', new_password2: 'Newpass123' })
    expect(missing.body.fields.old_password).toEqual(['Please enter old password'])

    const ok = await change({ old_password: testPassword, new_password1: 'Newpass123', new_password2: 'Newpass123' })
    expect(ok).toMatchObject({ status: 200, body: { detail: expect.any(String) } })
    expect((await api.request('GET', '/user/me/', { token: user.access })).status).toBe(200)
    expect((await api.request('POST', '/auth/token/refresh/', { body: { refresh: user.refresh } })).status).toBe(200)
    expect(
      (await api.request('POST', '/auth/token/refresh/', { body: { refresh: otherSession.body.refresh } })).status,
    ).toBe(401)
    expect(
      (await api.request('POST', '/auth/token/', { body: { email: user.email, password: 'Newpass123' } })).status,
    ).toBe(200)
  })

  it('tells accounts without a password to use the reset flow', async () => {
    const user = await createSignedInUser(api)
    await api.payload.update({ collection: 'users', id: user.id, data: { password_hash: null }, ...asSystem() })
    const response = await api.request('POST', '/user/me/password/change/', {
      token: user.access,
      body: { old_password: 'x', new_password1: 'Newpass123', new_password2: 'Newpass123' },
    })
    expect(response.body.error_key).toBe('reset_password')
    expect((await api.request('GET', '/user/me/', { token: user.access })).body.has_password).toBe(false)
  })
})

describe('GET /user/{id}/', () => {
  it('shows public fields only', async () => {
    const lessor = await createSignedInUser(api, {
      role: 3,
      profile: {
        ...company,
        first_name: 'Katrin',
        last_name: 'Hohl',
        coc_number: 'HRB 9',
        date_of_birth_timestamp: null,
      },
    })
    const traveler = await createSignedInUser(api, { profile: { ...personal } })
    const ofLessor = await api.request('GET', `/user/${lessor.id}/`, { token: traveler.access })
    expect(ofLessor.status).toBe(200)
    expect(ofLessor.body).toEqual({
      id: lessor.id,
      role: 3,
      first_name: 'Katrin',
      last_name: 'H.',
      display_name: 'Seeblick Camping GmbH',
      company_name: 'Seeblick Camping GmbH',
      city: 'Konstanz',
      photo: null,
      date_joined: expect.any(String),
      is_former_member: false,
    })
    const ofTraveler = await api.request('GET', `/user/${traveler.id}/`, { token: lessor.access })
    expect(ofTraveler.body).toMatchObject({
      first_name: 'Anna',
      last_name: 'M.',
      display_name: 'Anna M.',
      company_name: null,
      city: null,
    })
    for (const body of [ofLessor.body, ofTraveler.body]) {
      const text = JSON.stringify(body)
      for (const secret of ['@example.com', '+49', 'Uferweg', 'Hauptstraße', '10115', 'HRB', 'password'])
        expect(text).not.toContain(secret)
    }
    const missing = await api.request('GET', '/user/00000000-0000-4000-8000-000000000000/', { token: traveler.access })
    expect(missing).toMatchObject({ status: 404, body: { error_key: 'user_not_found' } })
    expect((await api.request('GET', '/user/not-an-id/', { token: traveler.access })).status).toBe(404)
  })
})

describe('DELETE /user/me/', () => {
  it('erases personal data, signs out everywhere, removes wishlists and frees the e-mail', async () => {
    const user = await createSignedInUser(api, { profile: { ...personal, google_sub: 'google-123' } })
    await upload(user, PNG_1PX, 'me.png')
    await api.payload.create({
      collection: 'wishlists',
      data: { owner: user.id, name: 'Favourites', is_default: true },
      ...asSystem(),
    })
    const viewer = await createSignedInUser(api)

    const deleted = await api.request('DELETE', '/user/me/', { token: user.access })
    expect(deleted.status).toBe(204)
    expect((await api.request('GET', '/user/me/', { token: user.access })).body.error_key).toBe('token_not_valid')
    expect((await api.request('POST', '/auth/token/refresh/', { body: { refresh: user.refresh } })).status).toBe(401)
    expect(
      (await api.request('POST', '/auth/token/', { body: { email: user.email, password: testPassword } })).body
        .error_key,
    ).toBe('no_active_account')
    // What stays of them (reviews, chats) shows a former member, nothing else.
    expect((await api.request('GET', `/user/${user.id}/`, { token: viewer.access })).body).toEqual({
      id: user.id,
      role: 1,
      first_name: null,
      last_name: null,
      display_name: 'Former member',
      company_name: null,
      city: null,
      photo: null,
      date_joined: null,
      is_former_member: true,
    })

    const doc = await api.payload.findByID({
      collection: 'users',
      id: user.id,
      ...asSystem(),
      showHiddenFields: true,
    })
    expect(doc).toMatchObject({
      is_active: false,
      first_name: null,
      last_name: null,
      phone: null,
      address: null,
      photo: null,
      google_sub: null,
    })
    expect(doc.email).not.toBe(user.email)
    expect(doc.password_hash ?? null).toBeNull()
    expect(doc.deleted_at_ts).toBeGreaterThan(0)
    const wishlists = await api.payload.count({
      collection: 'wishlists',
      where: { owner: { equals: user.id } },
      ...asSystem(),
    })
    expect(wishlists.totalDocs).toBe(0)

    const again = await api.request('POST', '/user/', {
      body: { email: user.email, password: testPassword, role: 1, first_name: 'New', last_name: 'Person' },
    })
    expect(again.status).toBe(201)
  })
})

describe('GET /payment/legal-type/', () => {
  it('lists legal types by country; private person only for campsite lessors', async () => {
    const rv = await createSignedInUser(api, { role: 2 })
    const campsite = await createSignedInUser(api, { role: 3 })
    const forRv = await api.request('GET', '/payment/legal-type/?country_code_iso2=de', { token: rv.access })
    expect(forRv.status).toBe(200)
    expect(forRv.body).toEqual([
      {
        id: expect.any(String),
        code: 'GMBH',
        name: 'GmbH (Gesellschaft mit beschränkter Haftung)',
        country_code_iso2: 'DE',
        is_private_person: false,
      },
    ])
    const forCampsite = await api.request('GET', '/payment/legal-type/?country_code_iso2=DE', {
      token: campsite.access,
    })
    expect(forCampsite.body.map((row: { code: string }) => row.code).sort()).toEqual(['GMBH', 'private_person'])
    const all = await api.request('GET', '/payment/legal-type/', { token: rv.access })
    expect(all.body.map((row: { code: string }) => row.code).sort()).toEqual(['BV', 'GMBH'])
    expect((await api.request('GET', '/payment/legal-type/?country_code_iso2=FR', { token: rv.access })).body).toEqual(
      [],
    )
    const bad = await api.request('GET', '/payment/legal-type/?country_code_iso2=Germany', { token: rv.access })
    expect(bad).toMatchObject({ status: 400, body: { error_key: 'validation_error' } })
  })
})

describe('contact and guest forms', () => {
  it('stores a contact message and mails support with the sender as reply-to', async () => {
    const email = uniqueEmail('contact')
    const sent = await api.request('POST', '/user/contact-us/', {
      body: { name: 'Jo', email, subject: 'Question <about> pets', message: 'Can I bring my dog?' },
    })
    expect(sent).toMatchObject({ status: 201, body: { detail: expect.any(String) } })
    const stored = await api.payload.find({
      collection: 'contact-messages',
      where: { email: { equals: email } },
      ...asSystem(),
    })
    expect(stored.docs[0]).toMatchObject({ name: 'Jo', subject: 'Question <about> pets' })
    const message = await mail.waitFor({ to: 'support@driftway.local' })
    expect(message).toMatchObject({ replyTo: email, subject: '[Contact] Question <about> pets' })
    expect(message.html).toContain('Question &lt;about&gt; pets')
    const invalid = await api.request('POST', '/user/contact-us/', {
      body: { name: ' ', email: 'x', subject: 'a', message: '' },
    })
    expect(invalid.body.fields).toMatchObject({
      name: ['Please enter name'],
      email: ['Please use a valid email address'],
      message: ['Please enter message'],
    })
  })

  const guest = (email: string) => ({
    email,
    first_name: ' Gina ',
    last_name: 'Gast',
    phone: '+49 170 1234567',
    address: 'Gartenweg 5',
    postal_code: '50667',
    city: 'Köln',
    company_country: 'Germany',
    date_of_birth_timestamp: now() - Math.round(25 * YEAR),
    company_country_code_iso2: 'de',
  })

  it('validates guest details and returns them normalized', async () => {
    const email = uniqueEmail('Guest')
    // One body: guest() reads the clock, and a second may pass between two calls.
    const sent = guest(email.toUpperCase())
    const ok = await api.request('POST', '/user/validate-user-details/', { body: sent })
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({
      ...sent,
      email: email.toLowerCase(),
      first_name: 'Gina',
      company_country_code_iso2: 'DE',
    })
    const young = await api.request('POST', '/user/validate-user-details/', {
      body: { ...guest(email), date_of_birth_timestamp: now() - Math.round(16 * YEAR), phone: '' },
    })
    expect(young.status).toBe(400)
    expect(young.body).toMatchObject({
      error_key: 'validation_error',
      error_msg: expect.any(String),
      fields: { date_of_birth_timestamp: ['mustBe18YearsOld'], phone: ['Please enter phone'] },
    })
    const member = await createSignedInUser(api)
    const taken = await api.request('POST', '/user/validate-user-details/', { body: guest(member.email) })
    expect(taken).toMatchObject({
      status: 400,
      body: { error_key: 'email_exists', error_msg: expect.stringMatching(/log in/i) },
    })
  })

  it('creates a guest traveler without password who sets one from the mailed link', async () => {
    const email = uniqueEmail('guest')
    const created = await api.request('POST', '/user/create-user-when-booking/', { body: guest(email) })
    expect(created).toMatchObject({
      status: 201,
      body: { id: expect.any(String), phone: '+49 170 1234567', access: expect.any(String) },
    })
    // The short guest session books at once; it is no sign-in (the mailed link below still works).
    const me = await api.request('GET', '/user/me/', { token: created.body.access })
    expect(me.status).toBe(200)
    expect(me.body.email).toBe(email)
    const doc = await api.payload.findByID({
      collection: 'users',
      id: created.body.id,
      ...asSystem(),
      showHiddenFields: true,
    })
    expect(doc).toMatchObject({
      role: 1,
      is_email_verified: false,
      is_profile_completed: true,
      first_name: 'Gina',
      city: 'Köln',
    })
    expect(doc.password_hash ?? null).toBeNull()
    expect((await api.request('POST', '/auth/token/', { body: { email, password: 'anything' } })).body.error_key).toBe(
      'no_active_account',
    )

    const message = await mail.waitFor({ to: email })
    expect(message.subject).toBe('Set a password for your Driftway account')
    const link = message.links.find((url) => url.includes('/reset-password/'))!
    const [uid, token] = link.split('/reset-password/')[1]!.split('/')
    const set = await api.request('POST', `/auth/password/reset/confirm/${uid}/${token}/`, {
      body: { new_password1: 'Guestpass1', new_password2: 'Guestpass1' },
    })
    expect(set.status).toBe(200)
    expect((await api.request('POST', '/auth/token/', { body: { email, password: 'Guestpass1' } })).status).toBe(200)

    const again = await api.request('POST', '/user/create-user-when-booking/', { body: guest(email) })
    expect(again).toMatchObject({
      status: 400,
      body: { error_key: 'email_exists', fields: { email: ['email exists'] } },
    })
  })
})
