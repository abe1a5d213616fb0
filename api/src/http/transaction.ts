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
 * (`payload.update({ ..., req })`) so they commit or roll back together. On MongoDB this is a real
 * transaction; on the SQLite adapter, as configured in collections/src/db.ts, Payload's transaction
 * is a no-op — so handlers still validate everything before their first write.
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
