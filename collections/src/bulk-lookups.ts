import type { Payload, PayloadRequest, Where } from 'payload'

/**
 * Shared reads for the documents of one bulkCreate batch, which go through the create pipeline
 * side by side: lookups that differ only in the ids they ask for are answered by one query over
 * all those ids, each caller getting the rows of its own ids — the same answer, since
 * `id in A ∪ B and F` restricted to A is `id in A and F`. Calls are gathered until the event loop
 * has run every document up to its lookups (setImmediate), then sent.
 */

type FindArgs = Parameters<Payload['find']>[0]
type FindResult = Awaited<ReturnType<Payload['find']>>
type Batch = {
  ids: Set<unknown>
  waiting: { ids: unknown[]; resolve: (r: FindResult) => void; reject: (e: unknown) => void }[]
}

/**
 * A request for the validators of a batch: the `filterOptions` check of a relationship field
 * (Payload's validateFilterOptions) asks `req.payloadDataLoader.find` for
 * `id in [the document's ids] and <the field's filter>` per document and field.
 */
export function withBatchedLookups(req: PayloadRequest): PayloadRequest {
  const loader = req.payloadDataLoader
  const batches = new Map<string, { args: FindArgs; batch: Batch }>()
  let scheduled = false
  const flush = () => {
    scheduled = false
    const ready = [...batches.values()]
    batches.clear()
    for (const { args, batch } of ready) {
      const [, ...rest] = (args.where as { and: Where[] }).and
      loader
        .find({ ...args, where: { and: [{ id: { in: [...batch.ids] } }, ...rest] } })
        .then((result) => {
          for (const caller of batch.waiting) {
            const own = new Set(caller.ids.map(String))
            caller.resolve({ ...result, docs: result.docs.filter((doc) => own.has(String(doc.id))) })
          }
        })
        .catch((error: unknown) => {
          for (const caller of batch.waiting) caller.reject(error)
        })
    }
  }
  const find = (args: FindArgs): Promise<FindResult> => {
    const first = (args.where as { and?: Where[] } | undefined)?.and?.[0] as { id?: { in?: unknown[] } } | undefined
    const ids = first?.id?.in
    if (!Array.isArray(ids) || Object.keys(first!).length !== 1 || Object.keys(first!.id!).length !== 1)
      return loader.find(args)
    const { req: _req, ...options } = args
    const key = JSON.stringify([
      options.collection,
      (args.where as { and: Where[] }).and.slice(1),
      { ...options, where: null },
    ])
    let entry = batches.get(key)
    if (!entry) {
      entry = { args, batch: { ids: new Set(), waiting: [] } }
      batches.set(key, entry)
    }
    for (const id of ids) entry.batch.ids.add(id)
    const batch = entry.batch
    if (!scheduled) {
      scheduled = true
      // After every document of the batch has reached its lookups (they wait on hooks first).
      setImmediate(flush)
    }
    return new Promise((resolve, reject) => batch.waiting.push({ ids, resolve, reject }))
  }
  // A proxy rather than a copy: the loader's own batching state stays on the loader.
  const payloadDataLoader = new Proxy(loader, {
    get: (target, key) => (key === 'find' ? find : Reflect.get(target, key)),
  })
  return { ...req, payloadDataLoader } as PayloadRequest
}

type FindByIDArgs = Parameters<Payload['findByID']>[0]
const batchableFindByID = new Set(['collection', 'id', 'depth', 'disableErrors', 'overrideAccess', 'req'])

/**
 * A request for the collection hooks of a batch: hooks that read the document a child names
 * (`loadRelated`, e.g. the listing of a season rate) call `req.payload.findByID` per document.
 * Calls with only the plain options (depth, disableErrors, overrideAccess) are answered from one
 * `find` by id per collection, through the same read pipeline at the same depth; a missing id
 * answers null with disableErrors, else as findByID would (NotFound). Any other call goes through.
 */
export function withBatchedFindByID(req: PayloadRequest): PayloadRequest {
  const payload = req.payload
  const batches = new Map<
    string,
    { args: FindByIDArgs; waiting: { id: unknown; resolve: (doc: unknown) => void; reject: (e: unknown) => void }[] }
  >()
  let scheduled = false
  const flush = () => {
    scheduled = false
    const ready = [...batches.values()]
    batches.clear()
    for (const { args, waiting } of ready) {
      const { id: _id, disableErrors: _d, ...options } = args
      // The callers' own principal (overrideAccess, user, req) goes on with their options: batching
      // reads for them acts as nobody new.
      const batched: FindArgs = {
        ...options,
        where: { id: { in: [...new Set(waiting.map((w) => w.id))] } },
        limit: 0,
        pagination: false,
      }
      payload
        .find(batched)
        .then(({ docs }) => {
          const byId = new Map(docs.map((doc) => [String(doc.id), doc]))
          for (const caller of waiting) {
            const doc = byId.get(String(caller.id))
            if (doc || args.disableErrors) caller.resolve(doc ?? null)
            else payload.findByID(args).then(caller.resolve, caller.reject)
          }
        })
        .catch((error: unknown) => {
          for (const caller of waiting) caller.reject(error)
        })
    }
  }
  const findByID = (args: FindByIDArgs) => {
    if (
      Object.keys(args).some((key) => !batchableFindByID.has(key)) ||
      (typeof args.id !== 'string' && typeof args.id !== 'number')
    )
      return payload.findByID(args)
    const { req: _req, id: _id, ...options } = args
    const key = JSON.stringify(options)
    let batch = batches.get(key)
    if (!batch) {
      batch = { args, waiting: [] }
      batches.set(key, batch)
    }
    const waiting = batch.waiting
    if (!scheduled) {
      scheduled = true
      setImmediate(flush)
    }
    return new Promise((resolve, reject) => waiting.push({ id: args.id, resolve, reject }))
  }
  const proxy = new Proxy(payload, { get: (target, key) => (key === 'findByID' ? findByID : Reflect.get(target, key)) })
  return { ...req, payload: proxy } as PayloadRequest
}
