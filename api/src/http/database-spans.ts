import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api'
import type {
  FindArgs,
  FindGlobalVersionsArgs,
  FindOneArgs,
  FindVersionsArgs,
  Payload,
  QueryDraftsArgs,
  TypeWithID,
} from 'payload'

/**
 * Database spans (issue 24, decision 0086): every call Payload makes on its database adapter —
 * whichever adapter (SQLite, PostgreSQL, MongoDB) — becomes a client span in the request's trace,
 * named by operation and collection (`db find bookings`), so a slow page shows which query took
 * the time. The adapter's methods are wrapped once per Payload instance, and only when spans
 * leave the process (tracingExported): with export off nothing is wrapped and nothing is paid.
 */

/** OpenTelemetry's `db.system.name` for Payload's adapter names. */
const systems: Record<string, string> = { sqlite: 'sqlite', postgres: 'postgresql', mongoose: 'mongodb' }

const wrapped = new WeakSet<object>()

export function traceDatabase(payload: Payload): void {
  const db = payload.db
  if (wrapped.has(db)) return
  wrapped.add(db)
  const tracer = trace.getTracer('driftway-db')
  const system = systems[payload.db.name] ?? payload.db.name
  const inSpan = <Result>(operation: string, first: unknown, call: () => Promise<Result>): Promise<Result> => {
    const named = first as { collection?: unknown; slug?: unknown; global?: unknown } | undefined
    const target = named?.collection ?? named?.global ?? named?.slug
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
          return await call()
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
  const traced = <Args extends unknown[], Result>(operation: string, method: (...args: Args) => Promise<Result>) => {
    const bound = method.bind(db)
    return (...args: Args): Promise<Result> => inSpan(operation, args[0], () => bound(...args))
  }
  // The adapter methods that reach the database (Payload's BaseDatabaseAdapter; every adapter has
  // them all), one by one: their signatures differ and several are generic.
  db.count = traced('count', db.count)
  db.countGlobalVersions = traced('countGlobalVersions', db.countGlobalVersions)
  db.countVersions = traced('countVersions', db.countVersions)
  db.create = traced('create', db.create)
  db.createGlobal = traced('createGlobal', db.createGlobal)
  db.createGlobalVersion = traced('createGlobalVersion', db.createGlobalVersion)
  db.createVersion = traced('createVersion', db.createVersion)
  db.deleteMany = traced('deleteMany', db.deleteMany)
  db.deleteOne = traced('deleteOne', db.deleteOne)
  db.deleteVersions = traced('deleteVersions', db.deleteVersions)
  db.findDistinct = traced('findDistinct', db.findDistinct)
  db.findGlobal = traced('findGlobal', db.findGlobal)
  db.updateGlobal = traced('updateGlobal', db.updateGlobal)
  db.updateGlobalVersion = traced('updateGlobalVersion', db.updateGlobalVersion)
  db.updateJobs = traced('updateJobs', db.updateJobs)
  db.updateMany = traced('updateMany', db.updateMany)
  db.updateOne = traced('updateOne', db.updateOne)
  db.updateVersion = traced('updateVersion', db.updateVersion)
  db.upsert = traced('upsert', db.upsert)
  db.beginTransaction = traced('beginTransaction', db.beginTransaction)
  db.commitTransaction = traced('commitTransaction', db.commitTransaction)
  db.rollbackTransaction = traced('rollbackTransaction', db.rollbackTransaction)
  // These are generic in their answer alone (the caller names the document type), which a wrapper
  // inferred from them cannot keep, so each is written out.
  const find = db.find.bind(db)
  db.find = <T>(args: FindArgs) => inSpan('find', args, () => find<T>(args))
  const findOne = db.findOne.bind(db)
  db.findOne = <T extends TypeWithID>(args: FindOneArgs) => inSpan('findOne', args, () => findOne<T>(args))
  const findVersions = db.findVersions.bind(db)
  db.findVersions = <T>(args: FindVersionsArgs) => inSpan('findVersions', args, () => findVersions<T>(args))
  const findGlobalVersions = db.findGlobalVersions.bind(db)
  db.findGlobalVersions = <T>(args: FindGlobalVersionsArgs) =>
    inSpan('findGlobalVersions', args, () => findGlobalVersions<T>(args))
  const queryDrafts = db.queryDrafts.bind(db)
  db.queryDrafts = <T>(args: QueryDraftsArgs) => inSpan('queryDrafts', args, () => queryDrafts<T>(args))
}
