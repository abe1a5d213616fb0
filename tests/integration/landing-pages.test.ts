import { asSystem } from '@driftway/collections'
import './support/scratch-media'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInStaff, createSignedInUser, type TestUser } from './support/accounts'
import { startTestApi, type TestApi } from './support/api'
import { pngImage } from './support/lessor'

/**
 * The landing-page calls of listings §7 (issue 13, decision 0065): public reads of published
 * pages, drafts for content editors, writes for editors and administrators only, rich text stored
 * sanitized, slugs made from the type and the city.
 */
let api: TestApi
let traveler: TestUser
let lessor: TestUser
let image: string
const staffTokens: Record<'editor' | 'support' | 'admin', string> = { editor: '', support: '', admin: '' }

const roles = ['anonymous', 'traveler', 'lessor', 'editor', 'support', 'admin'] as const
type Role = (typeof roles)[number]

function headersOf(role: Role): Record<string, string> {
  if (role === 'anonymous') return {}
  if (role === 'traveler') return { authorization: `Bearer ${traveler.access}` }
  if (role === 'lessor') return { authorization: `Bearer ${lessor.access}` }
  return { authorization: `JWT ${staffTokens[role]}` }
}
const call = (role: Role, method: string, path: string, body?: unknown) =>
  api.request(method, path, { headers: headersOf(role), body })

let counter = 0
const uniqueCity = () => {
  counter += 1
  return `Testcity ${String.fromCharCode(97 + (counter % 26))}${String.fromCharCode(97 + Math.floor(counter / 26))}`
}
const form = (extra: Record<string, unknown> = {}) => ({
  type: 'campervan',
  page_type: 'city',
  country: 'Germany',
  city: uniqueCity(),
  meta: { title: 'Campervan hire', description: 'Rent a campervan.', keywords: 'campervan' },
  main_title: 'Campervan hire',
  main_description: '<p>Vans for every trip.</p>',
  main_image: image,
  sections: [{ order: 0, title: 'Why here', description: '<p>Because.</p>', image_objects: [{ image }] }],
  faqs: [
    { order: 1, question: 'Second?', answer: 'Yes.' },
    { order: 0, question: 'First?', answer: 'Indeed.' },
  ],
  ...extra,
})

async function created(extra: Record<string, unknown> = {}) {
  const answer = await call('editor', 'POST', '/landing-page/create/v1/', form(extra))
  if (answer.status !== 201) throw new Error(`create failed: ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body as { slug: string; id: string }
}

beforeAll(async () => {
  api = await startTestApi()
  for (const role of ['admin', 'editor', 'support'] as const) {
    staffTokens[role] = (await createSignedInStaff(api.payload, { role, email: `${role}-landing@driftway.test` })).token
  }
  traveler = await createSignedInUser(api)
  lessor = await createSignedInUser(api, { role: 2 })
  // The editor's upload call (v1) with the staff token: the image belongs to no marketplace user.
  const upload = new FormData()
  upload.append('file', new Blob([new Uint8Array(await pngImage(1280, 850))]), 'munich.png')
  const uploaded = await api.request('POST', '/file/upload/v1/', { headers: headersOf('editor'), body: upload })
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201)
  image = uploaded.body.id
})

afterAll(async () => {
  await api?.stop()
})

describe('authorization matrix', () => {
  it('creates: editors and admins only (anonymous 401; traveler, lessor, support 403)', async () => {
    const expected: Record<Role, number> = {
      anonymous: 401,
      traveler: 403,
      lessor: 403,
      editor: 201,
      support: 403,
      admin: 201,
    }
    for (const role of roles) {
      const answer = await call(role, 'POST', '/landing-page/create/v1/', form())
      expect(answer.status, `${role}: ${JSON.stringify(answer.body)}`).toBe(expected[role])
      if (answer.status >= 400) expect(answer.body.error_key).toBeTruthy()
    }
  })

  it('changes and deletes: editors and admins only', async () => {
    const expected: Record<Role, number> = {
      anonymous: 401,
      traveler: 403,
      lessor: 403,
      editor: 200,
      support: 403,
      admin: 200,
    }
    for (const role of roles) {
      const page = await created()
      const patched = await call(role, 'PATCH', `/landing-page/get/${page.slug}/v1/`, { main_title: `By ${role}` })
      expect(patched.status, `${role} patch`).toBe(expected[role])
      const read = await call('anonymous', 'GET', `/landing-page/get/${page.slug}/v1/`)
      expect(read.body.main_title).toBe(expected[role] === 200 ? `By ${role}` : 'Campervan hire')
      const deleted = await call(role, 'DELETE', `/landing-page/delete/${page.slug}/?type=campervan`)
      expect(deleted.status, `${role} delete`).toBe(expected[role] === 200 ? 204 : expected[role])
      const after = await call('anonymous', 'GET', `/landing-page/get/${page.slug}/v1/`)
      expect(after.status).toBe(expected[role] === 200 ? 404 : 200)
    }
  })

  it('reads are public for every role; a broken staff token is 401', async () => {
    const page = await created()
    for (const role of roles) {
      expect((await call(role, 'GET', `/landing-page/get/${page.slug}/v1/`)).status, role).toBe(200)
      expect((await call(role, 'GET', '/landing-page/create/v1/?type=campervan')).status, role).toBe(200)
      expect((await call(role, 'GET', '/landing-page/slug/')).status, role).toBe(200)
    }
    const forged = await api.request('POST', '/landing-page/create/v1/', {
      headers: { authorization: 'JWT forged.token.value' },
      body: form(),
    })
    expect(forged.status).toBe(401)
    // A marketplace token sent as a staff token is no staff credential either.
    const swapped = await api.request('POST', '/landing-page/create/v1/', {
      headers: { authorization: `JWT ${traveler.access}` },
      body: form(),
    })
    expect(swapped.status).toBe(401)
  })

  it('the landing upload call takes editors and signed-in users, never anonymous or support', async () => {
    const send = async (role: Role) => {
      const body = new FormData()
      body.append('file', new Blob([new Uint8Array(await pngImage(64, 48))]), 'a.png')
      return api.request('POST', '/file/upload/v1/', { headers: headersOf(role), body })
    }
    expect((await send('anonymous')).status).toBe(401)
    expect((await send('support')).status).toBe(403)
    expect((await send('admin')).status).toBe(201)
    expect((await send('traveler')).status).toBe(201)
  })
})

describe('pages', () => {
  it('answers the page with sections and FAQs in their order and images with URLs', async () => {
    const page = await created()
    const read = await call('anonymous', 'GET', `/landing-page/get/${page.slug}/v1/`)
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({
      type: 'campervan',
      page_type: 'city',
      status: 'published',
      main_image: { id: image, width: 1280, height: 850 },
      sections: [{ title: 'Why here', image_objects: [{ image: { id: image } }] }],
      faqs: [{ question: 'First?' }, { question: 'Second?' }],
    })
    expect(read.body.main_image.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\//)
  })

  it('makes the slug from the type and the city, and refuses a taken or malformed slug', async () => {
    const page = await created({ city: 'München', type: 'boat' })
    expect(page.slug).toBe('boat-hire-muenchen')
    const again = await call('editor', 'POST', '/landing-page/create/v1/', form({ slug: page.slug }))
    expect(again).toMatchObject({ status: 409, body: { error_key: 'landing_slug_taken' } })
    const bad = await call('editor', 'POST', '/landing-page/create/v1/', form({ slug: 'Bad Slug!' }))
    expect(bad).toMatchObject({ status: 400, body: { error_key: 'validation_error' } })
    expect(bad.body.fields.slug).toBeTruthy()
  })

  it('a published page needs a main image; a draft may wait for it', async () => {
    const refused = await call('editor', 'POST', '/landing-page/create/v1/', form({ main_image: null }))
    expect(refused.status).toBe(400)
    expect(refused.body.fields.main_image).toBeTruthy()
    const draft = await call('editor', 'POST', '/landing-page/create/v1/', form({ main_image: null, status: 'draft' }))
    expect(draft.status, JSON.stringify(draft.body)).toBe(201)
  })

  it('keeps drafts from the public and shows them to editors', async () => {
    const draft = await created({ status: 'draft' })
    expect((await call('anonymous', 'GET', `/landing-page/get/${draft.slug}/v1/`)).status).toBe(404)
    expect((await call('support', 'GET', `/landing-page/get/${draft.slug}/v1/`)).status).toBe(404)
    expect((await call('editor', 'GET', `/landing-page/get/${draft.slug}/v1/`)).body.status).toBe('draft')
    const publicList = await call('anonymous', 'GET', '/landing-page/create/v1/?type=campervan')
    expect(publicList.body.results.map((row: { slug: string }) => row.slug)).not.toContain(draft.slug)
    const editorList = await call('editor', 'GET', '/landing-page/create/v1/?type=campervan')
    expect(editorList.body.results.map((row: { slug: string }) => row.slug)).toContain(draft.slug)
    const slugs = await call('editor', 'GET', '/landing-page/slug/')
    expect(slugs.body.results.map((row: { slug: string }) => row.slug)).not.toContain(draft.slug)

    // A published page with a newer draft: the public keeps the published text until it is published.
    const page = await created()
    await call('editor', 'PATCH', `/landing-page/get/${page.slug}/v1/`, {
      main_title: 'Work in progress',
      status: 'draft',
    })
    expect((await call('anonymous', 'GET', `/landing-page/get/${page.slug}/v1/`)).body.main_title).toBe(
      'Campervan hire',
    )
    expect((await call('editor', 'GET', `/landing-page/get/${page.slug}/v1/`)).body.main_title).toBe('Work in progress')
    await call('editor', 'PATCH', `/landing-page/get/${page.slug}/v1/`, { status: 'published' })
    expect((await call('anonymous', 'GET', `/landing-page/get/${page.slug}/v1/`)).body.main_title).toBe(
      'Work in progress',
    )
  })

  it('filters the management list by type and place', async () => {
    const boat = await created({ type: 'boat', city: 'Lakeview' })
    const list = await call('anonymous', 'GET', '/landing-page/create/v1/?type=boat&q=lakeview')
    expect(list.body.results.map((row: { slug: string }) => row.slug)).toEqual([boat.slug])
    const wrongType = await call('editor', 'DELETE', `/landing-page/delete/${boat.slug}/?type=campsite`)
    expect(wrongType.status).toBe(404)
    expect((await call('editor', 'DELETE', '/landing-page/delete/no-such-page/')).status).toBe(404)
  })

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = await api.payload.count({ collection: 'landing-pages', ...asSystem() })
    for (const body of [
      form({ type: 'castle' }),
      form({ meta: { title: '', description: 'x' } }),
      form({ faqs: [{ order: 0, question: '', answer: 'x' }] }),
      form({ sections: [{ order: -1, title: 'x', description: '' }] }),
      form({ main_image: 'not-an-image-id' }),
    ]) {
      const answer = await call('editor', 'POST', '/landing-page/create/v1/', body)
      expect(answer.status, JSON.stringify(answer.body)).toBe(400)
      expect(answer.body.error_key).toBeTruthy()
    }
    expect(await api.payload.count({ collection: 'landing-pages', ...asSystem() })).toEqual(before)
  })
})

describe('rich text', () => {
  /** Classic XSS vectors (OWASP filter-evasion cheat sheet style) through every rich-text field. */
  const corpus = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<svg onload=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<iframe src="https://evil.example"></iframe>',
    '<p style="background:url(javascript:alert(1))">x</p>',
    '<p onclick="alert(1)">x</p>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<object data="data:text/html,<script>alert(1)</script>"></object>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    '"><script>alert(document.cookie)</script>',
    '<form action="https://evil.example"><input name=a></form>',
    '<base href="https://evil.example/">',
    '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  ]
  const inert = (html: string) => {
    expect(html).not.toMatch(/<\s*(script|iframe|img|svg|object|embed|style|form|input|base|meta|math)/i)
    expect(html).not.toMatch(/\son\w+\s*=/i)
    expect(html).not.toMatch(/javascript:|data:text/i)
    expect(html).not.toMatch(/style="(?!text-align:(left|right|center|justify);?")/i)
  }

  it('comes back inert from every rich-text field, keeping the toolbar formatting', async () => {
    const payload = corpus.join('')
    const page = await created({
      main_description: `<h2 style="text-align:center">Title</h2><p><strong>Bold</strong> <a href="https://example.com">link</a></p>${payload}`,
      sections: [{ order: 0, title: 'S', description: `<ul><li>One</li></ul>${payload}`, image_objects: [] }],
    })
    const read = await call('anonymous', 'GET', `/landing-page/get/${page.slug}/v1/`)
    inert(read.body.main_description)
    inert(read.body.sections[0].description)
    expect(read.body.main_description).toContain('<h2 style="text-align:center">Title</h2>')
    expect(read.body.main_description).toContain('<a href="https://example.com">link</a>')
    expect(read.body.sections[0].description).toContain('<ul><li>One</li></ul>')

    // Patching goes through the same sanitizer.
    const patched = await call('editor', 'PATCH', `/landing-page/get/${page.slug}/v1/`, { main_description: payload })
    expect(patched.status).toBe(200)
    inert(patched.body.main_description)
  })

  it('counts markup without text as empty: a section needs a description', async () => {
    const answer = await call(
      'editor',
      'POST',
      '/landing-page/create/v1/',
      form({ sections: [{ order: 0, title: 'S', description: '<p> </p>', image_objects: [] }] }),
    )
    expect(answer.status).toBe(400)
    expect(Object.keys(answer.body.fields ?? {}).join()).toMatch(/sections/)
  })
})
