import type { Payload, PayloadRequest } from 'payload'
import { withTransaction } from '../http/transaction'

export type Undo = (step: () => Promise<unknown>) => void

/**
 * Several writes that stand or fall together, inside one transaction. Each write also registers
 * how to take it back, run (newest first) when anything fails: a second line of defence for
 * writes outside the transaction, such as files on disk. Handlers still validate everything they
 * can before the first write, so undo is for the rare late failure (a unique index, a race).
 */
export async function atomically<T>(
  payload: Payload,
  work: (req: PayloadRequest, undo: Undo) => Promise<T>,
): Promise<T> {
  const steps: (() => Promise<unknown>)[] = []
  try {
    return await withTransaction(payload, (req) => work(req, (step) => steps.push(step)))
  } catch (error) {
    for (const step of steps.reverse()) await step().catch(() => undefined)
    throw error
  }
}
