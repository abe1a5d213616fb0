import './support/scratch-media'
import fs from 'node:fs'
import path from 'node:path'
import { signAccessToken } from '@driftway/api/auth/tokens'
import { readApiEnv } from '@driftway/api/env'
import { asSystem } from '@driftway/collections'
import type { CollectionSlug } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  type Actor,
  type CreateInput,
  type Fixture,
  fixtureFor,
  listingData,
  make,
  pdfFile,
  userData,
  type World,
} from './access/fixtures'
import {
  accessMatrix,
  type Cell,
  type MatrixRow,
  operations,
  type Role,
  renderAccessMatrix,
  roles,
} from './access/matrix'
import { startTestCms, type TestCms } from './support/cms'
import { asUser } from './support/payload'

/**
 * Issue 20's access matrix: every collection × operation × role answers what
 * tests/integration/access/matrix.ts says — staff through the CMS's REST API (real HTTP to
 * Payload's handlers), travelers and lessors through the Local API calls the Driftway API makes
 * for them (their API tokens count for nothing on the CMS: checked below). docs/access-matrix.md
 * is rendered from the same table.
 */

let cms: TestCms
let w: World
const staffPassword = 'Staff-secret-1'
const apiTokens: Partial<Record<'traveler' | 'lessor', string>> = {}

beforeAll(async () => {
  cms = await startTestCms()
  const { payload } = cms
  const user = async (role: number, extra: Record<string, unknown> = {}) =>
    (await payload.create({
      collection: 'users',
      data: userData(role, extra) as never,
      ...asSystem(),
      depth: 0,
    })) as unknown as Actor
  const traveler = await user(1)
  const lessor = await user(2, { company_name: 'My Vans' })
  const otherTraveler = await user(1)
  const otherLessor = await user(2, { company_name: 'Their Vans' })
  const staff = {} as World['staff']
  // The first staff account becomes an administrator whatever it asks for.
  for (const role of ['admin', 'editor', 'support'] as const) {
    const email = `${role}@driftway.test`
    const doc = await payload.create({
      collection: 'staff',
      data: { email, password: staffPassword, staff_role: role } as never,
      ...asSystem(),
    })
    staff[role] = { id: String(doc.id), email, token: await cms.signIn(email, staffPassword) }
  }
  w = {
    payload,
    traveler,
    lessor,
    otherTraveler,
    otherLessor,
    staff,
    otherListing: '',
    otherDraft: '',
  }
  w.otherListing = await make(w, 'listings', listingData(otherLessor.id, { is_draft: false }))
  w.otherDraft = await make(w, 'listings', listingData(otherLessor.id, { is_draft: true }))
  const env = readApiEnv({} as NodeJS.ProcessEnv)
  apiTokens.traveler = await signAccessToken(env, { sub: traveler.id, role: 1, sid: 'session-1' })
  apiTokens.lessor = await signAccessToken(env, { sub: lessor.id, role: 2, sid: 'session-2' })
})

afterAll(async () => {
  await cms?.stop()
})

type Answer = { status: number; body?: Record<string, unknown> }
type StaffRole = 'editor' | 'support' | 'admin'
const isMarketplace = (role: Role): role is 'traveler' | 'lessor' => role === 'traveler' || role === 'lessor'
const actorOf = (role: 'traveler' | 'lessor') => (role === 'traveler' ? w.traveler : w.lessor)

/** Payload's errors as the HTTP status the REST API would answer. */
async function local(call: () => Promise<unknown>): Promise<Answer> {
  try {
    const result = (await call()) as Record<string, unknown>
    return { status: 200, body: result }
  } catch (error) {
    const status = (error as { status?: number }).status
    if (typeof status === 'number' && status < 500) return { status }
    throw error
  }
}

function restHeaders(role: Role): { token?: string } {
  return role === 'anonymous' || isMarketplace(role) ? {} : { token: w.staff[role as StaffRole].token }
}

const asMarketplace = (actor: Actor) => asUser(actor as never)

function formOf(input: CreateInput): FormData {
  const form = new FormData()
  form.append('_payload', JSON.stringify(input.data))
  if (input.file) {
    form.append('file', new Blob([new Uint8Array(input.file.data)], { type: input.file.mimetype }), input.file.name)
  }
  return form
}

/** One operation, as `role` would do it: REST for anonymous and staff, Local API for marketplace users. */
const perform = {
  async findById(row: MatrixRow, role: Role, id: string, actor?: Actor): Promise<Answer> {
    const slug = row.collection as CollectionSlug
    if (row.type === 'global') {
      if (isMarketplace(role)) {
        return local(() =>
          w.payload.findGlobal({ slug: slug as never, depth: 0, ...asMarketplace(actor ?? actorOf(role)) }),
        )
      }
      return cms.request('GET', `/api/globals/${slug}?depth=0`, restHeaders(role))
    }
    if (isMarketplace(role)) {
      return local(() =>
        w.payload.findByID({ collection: slug, id, depth: 0, ...asMarketplace(actor ?? actorOf(role)) }),
      )
    }
    return cms.request('GET', `/api/${slug}/${id}?depth=0`, restHeaders(role))
  },
  /** The list, narrowed to one id: totalDocs tells whether the list would show it. */
  async listed(row: MatrixRow, role: Role, id: string): Promise<Answer & { total?: number }> {
    const slug = row.collection as CollectionSlug
    if (isMarketplace(role)) {
      const answer = await local(() =>
        w.payload.find({ collection: slug, where: { id: { equals: id } }, depth: 0, ...asMarketplace(actorOf(role)) }),
      )
      return { ...answer, total: answer.body?.totalDocs as number | undefined }
    }
    const answer = await cms.request('GET', `/api/${slug}?depth=0&where[id][equals]=${id}`, restHeaders(role))
    return { ...answer, total: answer.body?.totalDocs as number | undefined }
  },
  async create(row: MatrixRow, role: Role, input: CreateInput, actor?: Actor): Promise<Answer> {
    const slug = row.collection as CollectionSlug
    if (isMarketplace(role)) {
      return local(() =>
        w.payload.create({
          collection: slug,
          data: input.data as never,
          depth: 0,
          ...(input.file ? { file: { ...input.file, size: input.file.data.length } } : {}),
          ...asMarketplace(actor ?? actorOf(role)),
        }),
      )
    }
    const options = input.file ? { form: formOf(input) } : { body: input.data }
    return cms.request('POST', `/api/${slug}?depth=0`, { ...restHeaders(role), ...options })
  },
  async update(row: MatrixRow, role: Role, id: string, patch: Record<string, unknown>, actor?: Actor): Promise<Answer> {
    const slug = row.collection as CollectionSlug
    if (row.type === 'global') {
      if (isMarketplace(role)) {
        return local(() =>
          w.payload.updateGlobal({
            slug: slug as never,
            data: patch as never,
            ...asMarketplace(actor ?? actorOf(role)),
          }),
        )
      }
      return cms.request('POST', `/api/globals/${slug}`, { ...restHeaders(role), body: patch })
    }
    if (isMarketplace(role)) {
      return local(() =>
        w.payload.update({
          collection: slug,
          id,
          data: patch as never,
          depth: 0,
          ...asMarketplace(actor ?? actorOf(role)),
        }),
      )
    }
    return cms.request('PATCH', `/api/${slug}/${id}?depth=0`, { ...restHeaders(role), body: patch })
  },
  async delete(row: MatrixRow, role: Role, id: string, actor?: Actor): Promise<Answer> {
    const slug = row.collection as CollectionSlug
    if (isMarketplace(role)) {
      return local(() => w.payload.delete({ collection: slug, id, depth: 0, ...asMarketplace(actor ?? actorOf(role)) }))
    }
    return cms.request('DELETE', `/api/${slug}/${id}?depth=0`, restHeaders(role))
  },
}

const ok = (answer: Answer) => answer.status === 200 || answer.status === 201
/** Refused by ownership: a where-constraint that does not match answers 403 (writes) or 404 (reads). */
const refused = (answer: Answer) => answer.status === 403 || answer.status === 404
const docOf = (answer: Answer) => ((answer.body?.doc ?? answer.body) as Record<string, unknown> | undefined) ?? {}
/** A field read access refuses is left out (arrays come back empty). */
const hides = (doc: Record<string, unknown>, field: string) =>
  !(field in doc) || (Array.isArray(doc[field]) && (doc[field] as unknown[]).length === 0)
const idOf = (value: unknown) =>
  value && typeof value === 'object' ? String((value as { id: unknown }).id) : String(value)

/** Checks one cell; returns what went wrong (empty when the cell holds). */
async function checkCell(row: MatrixRow, fixture: Fixture, operation: (typeof operations)[number], role: Role) {
  const cell: Cell = row.cells[operation][role]
  const problems: string[] = []
  const expect = (condition: boolean, what: string, answer?: Answer) => {
    if (!condition)
      problems.push(`${what}${answer ? ` → ${answer.status} ${JSON.stringify(answer.body)?.slice(0, 200)}` : ''}`)
  }
  const staffRole = !isMarketplace(role) && role !== 'anonymous' ? (role as StaffRole) : undefined
  const ownId = async (freshActor = false): Promise<{ id: string; actor?: Actor } | undefined> => {
    if (isMarketplace(role) && fixture.own) {
      const actor = freshActor && fixture.ownIsActor ? await freshUser(role) : actorOf(role)
      const id = await fixture.own(w, actor)
      return id ? { id, actor } : undefined
    }
    if (staffRole && fixture.ownStaff) return { id: await fixture.ownStaff(w, staffRole) }
    return undefined
  }

  if (cell === '—') return problems

  if (operation === 'read') {
    const theirs = await fixture.theirs(w)
    const byId = await perform.findById(row, role, theirs)
    if (cell === 'none') {
      expect(byId.status === 403 || (isMarketplace(role) && byId.status === 404), 'read by id refused', byId)
      if (row.type !== 'global') {
        const list = await perform.listed(row, role, theirs)
        expect(list.status === 403, 'list refused with 403', list)
      }
      return problems
    }
    if (cell === 'all') {
      expect(ok(byId), "reads someone else's document", byId)
      if (row.type !== 'global') expect((await perform.listed(row, role, theirs)).total === 1, 'lists it')
      for (const field of row.hiddenFields?.[role] ?? []) expect(hides(docOf(byId), field), `does not see ${field}`)
      return problems
    }
    if (cell === 'kind') {
      // Rental requests: the lessor's kind (campervans) is listed, another kind (boats, `theirs`) is not.
      expect(byId.status === 404, 'a request of another kind is not found', byId)
      const ofKind = await make(w, 'rental-requests', {
        traveller: w.otherTraveler.id,
        kind: 'recreational_vehicle',
        travellers_num: 1,
        location: 'Faro',
        destination_latitude: 37,
        destination_longitude: -8,
        pickup_timestamp: 1_900_000_000,
        return_timestamp: 1_900_100_000,
      })
      expect(ok(await perform.findById(row, role, ofKind)), 'reads a request of its kind')
      return problems
    }
    // public, own, own+public: someone else's private document is not found, nor listed.
    expect(byId.status === 404, "someone else's private document is not found", byId)
    expect((await perform.listed(row, role, theirs)).total === 0, 'is not listed')
    if (cell === 'public' || cell === 'own+public') {
      const publicDoc = await fixture.publicDoc!(w)
      const read = await perform.findById(row, role, publicDoc)
      expect(ok(read), 'reads a public document', read)
      for (const field of row.hiddenFields?.[role] ?? []) expect(hides(docOf(read), field), `does not see ${field}`)
    }
    if (cell === 'own' || cell === 'own+public') {
      const own = await ownId()
      if (own) {
        const read = await perform.findById(row, role, own.id, own.actor)
        expect(ok(read), 'reads its own document', read)
      }
    }
    return problems
  }

  if (operation === 'create') {
    const input = await fixture.create(w, isMarketplace(role) ? actorOf(role) : undefined)
    const created = await perform.create(row, role, input)
    if (cell === 'none') {
      const expected = isMarketplace(role) ? [403, 400].includes(created.status) : created.status === 403
      expect(expected, 'create refused', created)
      return problems
    }
    expect(ok(created), 'creates', created)
    if (cell === 'own') {
      if (fixture.ownerField) {
        const forOther = await fixture.createForOther!(w, actorOf(role as 'traveler' | 'lessor'))
        const attempt = await perform.create(row, role, forOther)
        expect(
          !ok(attempt) || idOf(docOf(attempt)[fixture.ownerField]) === actorOf(role as 'traveler' | 'lessor').id,
          `cannot create in someone else's name (${fixture.ownerField})`,
          attempt,
        )
      } else if (fixture.createForOther) {
        const attempt = await perform.create(
          row,
          role,
          await fixture.createForOther(w, actorOf(role as 'traveler' | 'lessor')),
        )
        expect(!ok(attempt), "cannot create for someone else's account or listing", attempt)
      }
    }
    return problems
  }

  // update and delete: someone else's document, then the caller's own.
  const theirs = await fixture.theirs(w)
  const act = (id: string, actor?: Actor) =>
    operation === 'update'
      ? perform.update(row, role, id, typeof fixture.patch === 'function' ? fixture.patch() : fixture.patch, actor)
      : perform.delete(row, role, id, actor)
  const onTheirs = await act(theirs)
  if (cell === 'none') {
    expect(isMarketplace(role) ? refused(onTheirs) : onTheirs.status === 403, `${operation} refused`, onTheirs)
    return problems
  }
  if (cell === 'all') {
    expect(ok(onTheirs), `${operation}s someone else's document`, onTheirs)
    return problems
  }
  expect(refused(onTheirs), `cannot ${operation} someone else's document`, onTheirs)
  const own = await ownId(operation === 'delete')
  if (own) {
    const onOwn = await act(own.id, own.actor)
    expect(ok(onOwn), `${operation}s its own document`, onOwn)
  }
  return problems
}

async function freshUser(role: 'traveler' | 'lessor'): Promise<Actor> {
  return (await w.payload.create({
    collection: 'users',
    data: userData(role === 'traveler' ? 1 : 2) as never,
    ...asSystem(),
    depth: 0,
  })) as unknown as Actor
}

describe('access matrix (issue 20)', () => {
  it('covers every collection and global of the config', () => {
    const internal = (slug: string) => slug.startsWith('payload-')
    const configured = [
      ...cms.payload.config.collections.map((collection) => collection.slug).filter((slug) => !internal(slug)),
      ...cms.payload.config.globals.map((global) => global.slug),
    ].sort()
    expect(accessMatrix.map((row) => row.collection).sort()).toEqual(configured)
  })

  it.each(accessMatrix.map((row) => [row.collection, row] as const))('%s answers every cell', async (_slug, row) => {
    const fixture = fixtureFor(row.collection)
    const problems: string[] = []
    for (const operation of operations) {
      for (const role of roles) {
        for (const problem of await checkCell(row, fixture, operation, role)) {
          problems.push(`${operation} × ${role} (${row.cells[operation][role]}): ${problem}`)
        }
      }
    }
    expect(problems).toEqual([])
  })

  it("keeps Payload's own bookkeeping collections closed to anonymous callers", async () => {
    const internal = cms.payload.config.collections.filter((collection) => collection.slug.startsWith('payload-'))
    expect(internal.length).toBeGreaterThan(0)
    for (const { slug } of internal) {
      // Preferences and document locks are per staff member; migrations and the KV store are not served.
      expect([403, 501], slug).toContain((await cms.request('GET', `/api/${slug}`)).status)
      expect([403, 501], slug).toContain((await cms.request('POST', `/api/${slug}`, { body: {} })).status)
    }
  })

  it("treats travelers' and lessors' API tokens as anonymous on the CMS", async () => {
    const mismatches: string[] = []
    for (const row of accessMatrix.filter((candidate) => candidate.type === 'collection')) {
      const anonymous = (await cms.request('GET', `/api/${row.collection}?depth=0&limit=1`)).status
      for (const [role, token] of Object.entries(apiTokens)) {
        for (const authorization of [`Bearer ${token}`, `JWT ${token}`]) {
          const answer = await cms.request('GET', `/api/${row.collection}?depth=0&limit=1`, { authorization })
          if (answer.status !== anonymous)
            mismatches.push(`${row.collection} as ${role} (${authorization.split(' ')[0]})`)
        }
      }
      const write = await cms.request('POST', `/api/${row.collection}`, {
        authorization: `Bearer ${apiTokens.lessor}`,
        body: {},
      })
      if (write.status !== 403) mismatches.push(`${row.collection}: create with a lessor token → ${write.status}`)
    }
    expect(mismatches).toEqual([])
  })

  it('is documented in docs/access-matrix.md (npm run docs:access regenerates it)', () => {
    const file = path.join(import.meta.dirname, '..', '..', 'docs', 'access-matrix.md')
    expect(fs.readFileSync(file, 'utf8')).toBe(renderAccessMatrix())
  })
})

describe('the attacks of issue 20, now refused', () => {
  it('an editor cannot make themselves an administrator', async () => {
    const { editor } = w.staff
    const attempt = await cms.request('PATCH', `/api/staff/${editor.id}`, {
      token: editor.token,
      body: { staff_role: 'admin' },
    })
    expect(attempt.status).toBe(403)
    const stored = await w.payload.findByID({ collection: 'staff', id: editor.id, ...asSystem() })
    expect(stored.staff_role).toBe('editor')
    // Their own name, e-mail and password they keep managing.
    expect(
      (await cms.request('PATCH', `/api/staff/${editor.id}`, { token: editor.token, body: { name: 'Ed' } })).status,
    ).toBe(200)
  })

  it('an editor (or support) cannot create, change or delete other staff accounts', async () => {
    for (const role of ['editor', 'support'] as const) {
      const { token } = w.staff[role]
      const created = await cms.request('POST', '/api/staff', {
        token,
        body: { email: `sneaky-${role}@driftway.test`, password: staffPassword, staff_role: 'admin' },
      })
      expect(created.status, role).toBe(403)
      const admin = w.staff.admin.id
      expect(
        refused(await cms.request('PATCH', `/api/staff/${admin}`, { token, body: { staff_role: 'editor' } })),
      ).toBe(true)
      expect(
        refused(await cms.request('PATCH', `/api/staff/${admin}`, { token, body: { password: 'Hijacked-123' } })),
      ).toBe(true)
      expect(refused(await cms.request('DELETE', `/api/staff/${admin}`, { token }))).toBe(true)
      // Nor through the bulk endpoints, which reach only their own record, and not its role.
      const bulk = await cms.request('PATCH', '/api/staff?where[id][exists]=true', {
        token,
        body: { staff_role: 'admin' },
      })
      expect(bulk.body?.docs ?? [], role).toEqual([])
      expect(JSON.stringify(bulk.body?.errors), role).toMatch(/not allowed/i)
    }
    const admin = await w.payload.findByID({ collection: 'staff', id: w.staff.admin.id, ...asSystem() })
    expect(admin.staff_role).toBe('admin')
  })

  it("an editor cannot point a lessor's account at another e-mail address (support neither)", async () => {
    for (const role of ['editor', 'support'] as const) {
      const attempt = await cms.request('PATCH', `/api/users/${w.lessor.id}`, {
        token: w.staff[role].token,
        body: { email: `attacker-${role}@example.com` },
      })
      expect(attempt.status, role).toBe(403)
    }
    const lessor = await w.payload.findByID({ collection: 'users', id: w.lessor.id, ...asSystem() })
    expect(lessor.email).toBe(w.lessor.email)
  })

  it("an editor reads no one's e-mail, phone, address, bank account, merchant or transaction", async () => {
    for (const collection of ['users', 'bank-accounts', 'merchants', 'transactions', 'bookings', 'staff']) {
      const list = await cms.request('GET', `/api/${collection}?depth=0`, { token: w.staff.editor.token })
      if (collection === 'staff')
        expect(list.body.docs.map((doc: { id: string }) => doc.id)).toEqual([w.staff.editor.id])
      else expect(list.status, collection).toBe(403)
    }
    const user = await cms.request('GET', `/api/users/${w.lessor.id}`, { token: w.staff.editor.token })
    expect(user.status).toBe(403)
  })

  it("nobody lists or downloads a lessor's vehicle papers but the lessor, support and admins", async () => {
    const pdf = pdfFile()
    const file = (await w.payload.create({
      collection: 'private-files',
      data: { owner: w.lessor.id, kind: 'Registration Certificate' } as never,
      file: { ...pdf, size: pdf.data.length },
      ...asSystem(),
    })) as unknown as { id: string; filename: string }
    // Public media hold no documents at all.
    const pdfs = await cms.request('GET', '/api/media?where[mimeType][equals]=application/pdf')
    expect(pdfs).toMatchObject({ status: 200, body: { totalDocs: 0 } })
    for (const role of ['anonymous', 'editor'] as const) {
      expect((await cms.request('GET', '/api/private-files', restHeaders(role))).status, role).toBe(403)
      const download = await cms.request('GET', `/api/private-files/file/${file.filename}`, restHeaders(role))
      expect(download.status, role).toBe(403)
    }
    expect((await cms.request('GET', `/media/${file.filename}`)).status).not.toBe(200)
    for (const role of ['support', 'admin'] as const) {
      const download = await cms.request('GET', `/api/private-files/file/${file.filename}`, restHeaders(role))
      expect(download.status, role).toBe(200)
      expect(download.headers.get('content-type'), role).toBe('application/pdf')
    }
  })
})

describe('roles are managed by administrators only', () => {
  it('an admin promotes an editor to support, and the change is audited', async () => {
    const { admin } = w.staff
    const editor = await make(w, 'staff', {
      email: 'promote-me@driftway.test',
      password: staffPassword,
      staff_role: 'editor',
    })
    // Behind a proxy the CMS trusts (TRUST_PROXY), the address that proxy appended is recorded.
    vi.stubEnv('TRUST_PROXY', 'loopback')
    const promoted = await cms
      .request('PATCH', `/api/staff/${editor}`, {
        token: admin.token,
        body: { staff_role: 'support' },
        headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' },
      })
      .finally(() => vi.unstubAllEnvs())
    expect(promoted.status).toBe(200)
    expect(promoted.body.doc.staff_role).toBe('support')
    const entries = await w.payload.find({
      collection: 'audit-log',
      where: { and: [{ action: { equals: 'staff.role_changed' } }, { target_id: { equals: editor } }] },
      depth: 0,
      ...asSystem(),
    })
    expect(entries.docs).toEqual([
      expect.objectContaining({
        actor_type: 'staff',
        actor_staff: admin.id,
        before: { staff_role: 'editor' },
        after: { staff_role: 'support' },
        client_ip: '203.0.113.9',
      }),
    ])
  })

  it('nobody changes their own role, administrators included', async () => {
    for (const role of ['support', 'admin'] as const) {
      const { id, token } = w.staff[role]
      const attempt = await cms.request('PATCH', `/api/staff/${id}`, { token, body: { staff_role: 'editor' } })
      expect(attempt.status, role).toBe(403)
    }
  })

  it('keeps the last administrator: cannot be demoted or deleted', async () => {
    const { admin } = w.staff
    const secondEmail = 'second-admin@driftway.test'
    const second = await make(w, 'staff', { email: secondEmail, password: staffPassword, staff_role: 'admin' })
    const secondToken = await cms.signIn(secondEmail, staffPassword)
    // With two administrators, one may demote the other …
    const demoted = await cms.request('PATCH', `/api/staff/${admin.id}`, {
      token: secondToken,
      body: { staff_role: 'support' },
    })
    expect(demoted.status).toBe(200)
    // … but not the last one.
    const supportToken = await cms.signIn(admin.email, staffPassword)
    expect(supportToken).toBeTruthy()
    const restore = await w.payload.update({
      collection: 'staff',
      id: admin.id,
      data: { staff_role: 'admin' },
      ...asSystem(),
    })
    expect(restore.staff_role).toBe('admin')
    await w.payload.delete({ collection: 'staff', id: second, ...asSystem() })
    const lastAdmin = await w.payload
      .update({
        collection: 'staff',
        id: admin.id,
        data: { staff_role: 'editor' },
        ...asSystem(),
      })
      .then(
        () => 'demoted',
        (error: { status?: number }) => error.status,
      )
    expect(lastAdmin).toBe(400)
    const deleted = await cms.request('DELETE', `/api/staff/${admin.id}`, { token: admin.token })
    expect(deleted.status).toBe(409)
    expect((await w.payload.findByID({ collection: 'staff', id: admin.id, ...asSystem() })).staff_role).toBe('admin')
  })

  it('keeps the audit trail append-only, for administrators too', async () => {
    const entry = await make(w, 'audit-log', {
      action: 'x',
      actor_type: 'system',
      target_collection: 'users',
      target_id: '1',
    })
    const { token } = w.staff.admin
    expect((await cms.request('PATCH', `/api/audit-log/${entry}`, { token, body: { reason: 'rewrite' } })).status).toBe(
      403,
    )
    expect((await cms.request('DELETE', `/api/audit-log/${entry}`, { token })).status).toBe(403)
    await expect(
      w.payload.update({ collection: 'audit-log', id: entry, data: { reason: 'rewrite' }, ...asSystem() }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(w.payload.delete({ collection: 'audit-log', id: entry, ...asSystem() })).rejects.toMatchObject({
      status: 403,
    })
  })
})

describe('the admin panel follows the roles', () => {
  const shown = (role: StaffRole) =>
    cms.payload.config.collections
      .filter((collection) => !collection.slug.startsWith('payload-'))
      .filter((collection) => {
        const hidden = collection.admin.hidden
        return !(typeof hidden === 'function' ? hidden({ user: { staff_role: role } as never }) : hidden)
      })
      .map((collection) => collection.slug)
      .sort()

  it('shows editors only content, support the people and bookings it helps with, admins everything', () => {
    expect(shown('editor')).toEqual([
      'activities',
      'amenities',
      'brands',
      'landing-pages',
      'legal-types',
      'location-situations',
      'media',
    ])
    expect(shown('support')).toEqual(
      expect.arrayContaining([
        'users',
        'listings',
        'bookings',
        'chats',
        'messages',
        'reviews',
        'private-files',
        'audit-log',
      ]),
    )
    for (const hidden of ['staff', 'plans', 'wishlists', 'auth-sessions', 'landing-pages', 'media']) {
      expect(shown('support')).not.toContain(hidden)
    }
    expect(shown('admin')).toHaveLength(accessMatrix.filter((row) => row.type === 'collection').length)
  })

  it('hides fields a role cannot read in the documents it gets', async () => {
    const bank = await fixtureFor('bank-accounts').theirs(w)
    const asSupport = await cms.request('GET', `/api/bank-accounts/${bank}?depth=0`, restHeaders('support'))
    expect(asSupport.body).toMatchObject({ status: 'pending' })
    expect(asSupport.body).not.toHaveProperty('holder_name')
    expect(asSupport.body).not.toHaveProperty('iban_last4')
    const asAdmin = await cms.request('GET', `/api/bank-accounts/${bank}?depth=0`, restHeaders('admin'))
    expect(asAdmin.body).toMatchObject({ holder_name: 'Their Company', iban_last4: '1234' })
  })
})
