import pg from 'pg'

type QueryCallback = (error: Error | null, result?: unknown) => void

const isSubmittable = (value: unknown): boolean => typeof (value as { submit?: unknown } | null)?.submit === 'function'

/**
 * A PostgreSQL connection that sends its queries one after another.
 *
 * One connection runs one query at a time. Inside a transaction Payload and our code hold a single
 * pooled connection, yet start several queries at once: Payload validates and populates fields in
 * parallel and deletes or updates each matched document in parallel, and a hook may count a
 * listing's children side by side. pg 8 still queues such a query itself, but warns that it is
 * deprecated and pg 9 refuses it ("Use async/await or an external async flow control mechanism
 * instead"). This is that mechanism, in one place for every caller: each query starts when the one
 * before it on this connection has settled, in the order they were asked for.
 *
 * Streams (cursors, COPY) submit themselves and are passed through: nothing here uses them.
 */
export class SerialClient extends pg.Client {
  #previous: Promise<unknown> = Promise.resolve()

  // pg's overloads (config or text, values, callback) are forwarded as given.
  // biome-ignore lint/suspicious/noExplicitAny: the overloads of pg.Client.query are forwarded untouched
  override query(...args: any[]): any {
    if (isSubmittable(args[0])) return super.query(args[0], args[1], args[2])
    const callback: QueryCallback | undefined =
      typeof args[args.length - 1] === 'function' ? (args.pop() as QueryCallback) : undefined
    const run = () => super.query(args[0], args[1]) as Promise<unknown>
    const result = this.#previous.then(run, run)
    this.#previous = result.catch(() => undefined)
    if (!callback) return result
    result.then(
      (value) => callback(null, value),
      (error: Error) => callback(error),
    )
    return undefined
  }
}
