import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

/**
 * Runs `work` in one database transaction: pass the given `req` to every Local API call inside
 * (`payload.update({ ..., req })`) so they commit or roll back together — on MongoDB and on SQLite
 * (collections/src/db.ts). On SQLite a transaction holds the process's writer lock until it ends, so
 * a write inside `work` without `req` would wait for it (db-writer-lock.ts turns that into an error).
 */
export async function withTransaction<T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await createLocalReq({}, payload)
  const started = await initTransaction(req)
  try {
    const result = await work(req)
    if (started) await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
