import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api'
import type { Payload } from 'payload'

/**
 * Database spans (issue 24, decision 0086): every call Payload makes on its database adapter —
 * whichever adapter (SQLite, PostgreSQL, MongoDB) — becomes a client span in the request's trace,
 * named by operation and collection (`db find bookings`), so a slow page shows which query took
 * the time. The adapter's methods are wrapped once per Payload instance, and only when spans
 * leave the process (tracingExported): with export off nothing is wrapped and nothing is paid.
 */

/** The adapter methods that reach the database (Payload's BaseDatabaseAdapter). */
const operations = [
  'count',
  'countGlobalVersions',
  'countVersions',
  'create',
  'createGlobal',
  'createGlobalVersion',
  'createVersion',
  'deleteMany',
  'deleteOne',
  'deleteVersions',
  'findDistinct',
  'find',
  'findGlobal',
  'findGlobalVersions',
  'findOne',
  'findVersions',
  'queryDrafts',
  'updateGlobal',
  'updateGlobalVersion',
  'updateJobs',
  'updateMany',
  'updateOne',
  'updateVersion',
  'upsert',
  'beginTransaction',
  'commitTransaction',
  'rollbackTransaction',
] as const

/** OpenTelemetry's `db.system.name` for Payload's adapter names. */
const systems: Record<string, string> = { sqlite: 'sqlite', postgres: 'postgresql', mongoose: 'mongodb' }

const wrapped = new WeakSet<object>()

export function traceDatabase(payload: Payload): void {
  const db = payload.db as unknown as Record<string, unknown>
  if (wrapped.has(db)) return
  wrapped.add(db)
  const tracer = trace.getTracer('driftway-db')
  const system = systems[payload.db.name] ?? payload.db.name
  for (const operation of operations) {
    const original = db[operation]
    if (typeof original !== 'function') continue
    db[operation] = function (this: unknown, ...args: unknown[]) {
      const first = args[0] as { collection?: unknown; slug?: unknown; global?: unknown } | undefined
      const target = first?.collection ?? first?.global ?? first?.slug
      const name = typeof target === 'string' ? `db ${operation} ${target}` : `db ${operation}`
      return tracer.startActiveSpan(
        name,
        {
          kind: SpanKind.CLIENT,
          attributes: {
            'db.system.name': system,
            'db.operation.name': operation,
            ...(typeof target === 'string' ? { 'db.collection.name': target } : {}),
          },
        },
        async (span) => {
          try {
            return await (original as (...a: unknown[]) => Promise<unknown>).apply(this, args)
          } catch (error) {
            span.recordException(error as Error)
            span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message })
            throw error
          } finally {
            span.end()
          }
        },
      )
    }
  }
}
