import type { BaseDatabaseAdapter } from 'payload'

/**
 * One writer at a time for the embedded SQLite database, held from BEGIN to COMMIT/ROLLBACK.
 *
 * Why: libsql's Node binding is synchronous and SQLite has a single write lock. Transactions run as
 * `BEGIN IMMEDIATE` on their own connection; a second writer in the same process would wait for the
 * lock *synchronously* (busy_timeout), blocking the event loop that the first transaction needs to
 * reach its COMMIT — a deadlock until the timeout, then SQLITE_BUSY. So writers of this process queue
 * here (asynchronously) instead; writers of other processes still meet SQLite's busy_timeout.
 *
 * A write inside a transaction must pass that transaction's `req` to the Local API: without it, it
 * waits for the lock its own transaction holds. `LOCK_WAIT_MS` turns that bug into an error instead
 * of a hang.
 */
const LOCK_WAIT_MS = 30_000

class WriterLock {
  private tail: Promise<void> = Promise.resolve()

  async acquire(): Promise<() => void> {
    let release!: () => void
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const previous = this.tail
    this.tail = previous.then(() => held)
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new Error(
              `Waited ${LOCK_WAIT_MS} ms for the database writer lock: a transaction is still open (a Local API call inside a transaction without its req?).`,
            ),
          ),
        LOCK_WAIT_MS,
      )
    })
    try {
      await Promise.race([previous, timeout])
    } catch (error) {
      // Give our place up once the writer ahead finishes, so the queue does not stall on us.
      void previous.then(release)
      throw error
    } finally {
      clearTimeout(timer)
    }
    let released = false
    return () => {
      if (released) return
      released = true
      release()
    }
  }
}

type TransactionId = string | number | Promise<string | number | null | undefined> | null | undefined
type WithSessions = BaseDatabaseAdapter & {
  sessions?: Record<string, unknown>
  client?: { execute: (sql: string) => Promise<unknown> }
}

/**
 * Wraps a SQLite adapter so that each transaction holds the writer lock from begin to end and every
 * write outside a transaction takes it for its one statement.
 */
export function serialiseSqliteWriters<A extends BaseDatabaseAdapter>(adapter: A, busyTimeoutMs: number): A {
  const target = adapter as WithSessions
  const lock = new WriterLock()
  const releases = new Map<string, () => void>()
  const begin = target.beginTransaction?.bind(target)
  const commit = target.commitTransaction?.bind(target)
  const rollback = target.rollbackTransaction?.bind(target)
  if (!begin || !commit || !rollback) return adapter

  target.beginTransaction = async (options) => {
    const release = await lock.acquire()
    try {
      const id = await begin(options)
      if (id == null) {
        release()
        return id
      }
      releases.set(String(id), release)
      // The transaction took the client's connection; the next one is opened lazily without the
      // busy_timeout the adapter set at connect time, so set it again.
      await target.client?.execute(`PRAGMA busy_timeout = ${busyTimeoutMs};`)
      return id
    } catch (error) {
      release()
      throw error
    }
  }
  const finish = (end: typeof commit) => async (incoming: TransactionId) => {
    const id = await incoming
    try {
      await end(id as string)
    } finally {
      if (id != null) {
        releases.get(String(id))?.()
        releases.delete(String(id))
      }
    }
  }
  target.commitTransaction = finish(commit)
  target.rollbackTransaction = finish(rollback)

  const inLiveTransaction = async (args: unknown): Promise<boolean> => {
    const req = (args as { req?: { transactionID?: TransactionId } } | undefined)?.req
    const id = await req?.transactionID
    return id != null && Boolean(target.sessions?.[String(id)])
  }
  // Each adapter method that writes outside a transaction when called without one takes the lock
  // for its one statement. (Named one by one: their signatures differ, several are generic.)
  const outsideTransactions = <Args, Result>(method: (args: Args) => Promise<Result>) => {
    const bound = method.bind(target)
    return async (args: Args): Promise<Result> => {
      if (await inLiveTransaction(args)) return bound(args)
      const release = await lock.acquire()
      try {
        return await bound(args)
      } finally {
        release()
      }
    }
  }
  target.create = outsideTransactions(target.create)
  target.createGlobal = outsideTransactions(target.createGlobal)
  target.createGlobalVersion = outsideTransactions(target.createGlobalVersion)
  target.createVersion = outsideTransactions(target.createVersion)
  target.deleteMany = outsideTransactions(target.deleteMany)
  target.deleteOne = outsideTransactions(target.deleteOne)
  target.deleteVersions = outsideTransactions(target.deleteVersions)
  target.updateGlobal = outsideTransactions(target.updateGlobal)
  target.updateGlobalVersion = outsideTransactions(target.updateGlobalVersion)
  target.updateJobs = outsideTransactions(target.updateJobs)
  target.updateMany = outsideTransactions(target.updateMany)
  target.updateOne = outsideTransactions(target.updateOne)
  target.updateVersion = outsideTransactions(target.updateVersion)
  target.upsert = outsideTransactions(target.upsert)
  return adapter
}
