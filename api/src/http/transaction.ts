import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

type AfterCommit = () => Promise<void>
const afterCommitWork = new WeakMap<PayloadRequest, AfterCommit[]>()

/**
 * Runs `work` in one database transaction: pass the given `req` to every Local API call inside
 * (`payload.update({ ..., req })`) so they commit or roll back together — on MongoDB and on SQLite
 * (collections/src/db.ts). On SQLite a transaction holds the process's writer lock until it ends, so
 * a write inside `work` without `req` would wait for it (db-writer-lock.ts turns that into an error).
 * What `work` registered with `afterCommit` runs once the commit succeeded, before this returns.
 */
export async function withTransaction<T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await createLocalReq({}, payload)
  const after: AfterCommit[] = []
  afterCommitWork.set(req, after)
  const started = await initTransaction(req)
  let result: T
  try {
    result = await work(req)
    if (started) await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  // Committed: what follows may fail without undoing it, so failures are logged, never thrown.
  for (const step of after) {
    await step().catch((error: unknown) => payload.logger.error({ err: error }, 'after-commit step failed'))
  }
  return result
}

/**
 * Registers `step` to run after the transaction of `req` (from `withTransaction`) committed, and
 * never when it rolls back: calls to the outside world — a payment provider's refund — that must
 * not happen for a change that is then undone. The step must be safe to repeat (a sweep retries
 * what it left unfinished). A `req` from elsewhere has no commit to wait for: the step is not run
 * here, and the caller's own retry (the deadlines sweep for refunds) picks the work up. Answers
 * whether the step was registered.
 */
export function afterCommit(req: PayloadRequest, step: AfterCommit): boolean {
  const steps = afterCommitWork.get(req)
  steps?.push(step)
  return steps !== undefined
}

type JobToQueue = Parameters<Payload['jobs']['queue']>[0]

/**
 * Queues a background job in a transaction of its own. Payload inserts the job row and then reads
 * it back; outside a transaction another API process can claim, run and delete the job in between
 * (seen on PostgreSQL: the read-back finds nothing and the queue call throws). Inside one, no other
 * process sees the job before the queue call is done with it.
 */
export function queueJob(payload: Payload, job: JobToQueue): Promise<unknown> {
  return withTransaction(payload, (req) => payload.jobs.queue({ ...job, req }))
}
