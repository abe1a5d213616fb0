import type { BaseDatabaseAdapter, CollectionSlug, DatabaseAdapterObj, PayloadRequest } from 'payload'

/**
 * Sessions of Payload's auth collections (`useSessions`, here: staff) written as changes, not as
 * whole arrays.
 *
 * Why: Payload's login, logout, refresh and password reset read the account, change its `sessions`
 * array in memory and write the whole array back (payload/dist/auth/sessions.js). The read happens
 * before the write's transaction, so two calls that overlap — two tabs signing in, a sign-out beside
 * a sign-in — each write their own version and one session is lost; its holder has a valid token
 * that signs in as nobody (payloadcms/payload#18132, #16027; open as of 3.90.2).
 *
 * How: the adapter remembers, per request, which sessions each read of an account returned. A write
 * of that account's sessions then locks the account row (PostgreSQL; SQLite's transaction already
 * holds the one writer lock), reads what is stored now, and stores `mergeSessions` of the two:
 * sessions the writer added or changed, without those it removed, plus those someone else added
 * meanwhile. A write with no remembered read (Payload's session paths all read first) is stored as given.
 * On MongoDB no row lock is taken: its transactions refuse the second of two conflicting writes.
 */

export type StoredSession = { id: string; expiresAt?: string | Date | null; [field: string]: unknown }

/** Takes the account row's write lock inside the request's transaction (adapters that need one). */
export type AccountRowLock = (args: {
  adapter: BaseDatabaseAdapter
  collection: string
  id: string
  transactionID: string | number
}) => Promise<void>

/**
 * What to store: `written` is the writer's whole array, derived from a read that returned the ids in
 * `read`; `stored` is what the account holds now. Expired sessions are dropped, as Payload's login does.
 */
export function mergeSessions({
  read,
  written,
  stored,
  now = new Date(),
}: {
  read: ReadonlySet<string>
  written: readonly StoredSession[]
  stored: readonly StoredSession[]
  now?: Date
}): StoredSession[] {
  const writtenById = new Map(written.map((session) => [session.id, session]))
  const storedIds = new Set(stored.map((session) => session.id))
  // Someone else's since the writer read: kept. Read and left out by the writer: removed by it.
  const kept = stored.flatMap((session) => {
    if (writtenById.has(session.id)) return [writtenById.get(session.id) as StoredSession]
    return read.has(session.id) ? [] : [session]
  })
  // New from the writer. A session the writer read and kept but that is gone now was ended
  // meanwhile (a sign-out beside a refresh): it stays ended.
  const added = written.filter((session) => !storedIds.has(session.id) && !read.has(session.id))
  return [...kept, ...added].filter((session) => !isExpired(session, now))
}

function isExpired(session: StoredSession, now: Date): boolean {
  if (session.expiresAt == null) return false
  return new Date(session.expiresAt).getTime() <= now.getTime()
}

type FindOneArgs = Parameters<BaseDatabaseAdapter['findOne']>[0]
type UpdateOneArgs = Parameters<BaseDatabaseAdapter['updateOne']>[0]
type TransactionId = string | number | null | undefined

/** Wraps an adapter so that writes of auth sessions are merged (see the top of this file). */
export function withSessionMerges(adapter: DatabaseAdapterObj, lockAccountRow?: AccountRowLock): DatabaseAdapterObj {
  const init = adapter.init
  return {
    ...adapter,
    init: (args) => {
      const instance: BaseDatabaseAdapter = init(args)
      const findOne = instance.findOne.bind(instance)
      const updateOne = instance.updateOne.bind(instance)
      // Per request: collection and id of an account → the session ids its last read or write held.
      const seen = new WeakMap<object, Map<string, Set<string>>>()
      const remember = (req: object, key: string, sessions: readonly StoredSession[]) => {
        const accounts = seen.get(req) ?? new Map<string, Set<string>>()
        seen.set(req, accounts)
        accounts.set(key, new Set(sessions.map((session) => session.id)))
      }
      const usesSessions = (slug: string) =>
        Boolean(instance.payload.collections[slug as CollectionSlug]?.config.auth?.useSessions)

      instance.findOne = (async (query: FindOneArgs) => {
        const doc = await findOne(query)
        const sessions = (doc as { sessions?: unknown } | null)?.sessions
        if (query.req && doc && Array.isArray(sessions) && usesSessions(query.collection))
          remember(query.req, accountKey(query.collection, doc.id), sessions as StoredSession[])
        return doc
      }) as BaseDatabaseAdapter['findOne']

      instance.updateOne = (async (update: UpdateOneArgs) => {
        const written = (update.data as { sessions?: unknown } | undefined)?.sessions
        const id = update.id ?? (update.where?.id as { equals?: string | number } | undefined)?.equals
        if (!update.req || id == null || !Array.isArray(written) || !usesSessions(update.collection))
          return updateOne(update)
        const key = accountKey(update.collection, id)
        const read = seen.get(update.req)?.get(key)
        if (!read) return updateOne(update)

        const result = await inTransaction(instance, update.req, async (req, transactionID) => {
          if (transactionID != null)
            await lockAccountRow?.({ adapter: instance, collection: update.collection, id: String(id), transactionID })
          const now = await findOne({ collection: update.collection, req, where: { id: { equals: id } } })
          const stored = (now as { sessions?: StoredSession[] } | null)?.sessions ?? []
          const sessions = mergeSessions({ read, written: written as StoredSession[], stored })
          return updateOne({ ...update, req, data: { ...update.data, sessions } })
        })
        // The writer's next write derives from its own array, not from the merge.
        remember(update.req, key, written as StoredSession[])
        return result
      }) as BaseDatabaseAdapter['updateOne']

      return instance
    },
  }
}

function accountKey(collection: string, id: string | number): string {
  return `${collection}:${String(id)}`
}

/** Runs `work` in the request's transaction, or in one of its own when the request has none. */
async function inTransaction<Result>(
  adapter: BaseDatabaseAdapter,
  req: Partial<PayloadRequest>,
  work: (req: Partial<PayloadRequest>, transactionID: string | number | undefined) => Promise<Result>,
): Promise<Result> {
  const current = (await req.transactionID) as TransactionId
  if (current != null) return work(req, current)
  const transactionID = await adapter.beginTransaction?.()
  // An adapter without transactions: the merge still keeps what others stored before this read.
  if (transactionID == null) return work(req, undefined)
  try {
    const result = await work({ ...req, transactionID }, transactionID)
    await adapter.commitTransaction(transactionID)
    return result
  } catch (error) {
    await adapter.rollbackTransaction(transactionID)
    throw error
  }
}
