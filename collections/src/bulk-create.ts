import {
  type CollectionSlug,
  type JsonObject,
  type Payload,
  type PayloadRequest,
  type SanitizedCollectionConfig,
  ValidationError,
  type ValidationFieldError,
} from 'payload'
import { withBatchedFindByID, withBatchedLookups } from './bulk-lookups'
import { beforeChangeFields, beforeValidateFields } from './bulk-traversal'
import { canValidateInBulk, validateForCreate } from './bulk-validate'
import { insertValidated } from './db-bulk'

/**
 * Creates many documents of one collection at once (imports, the seed's and the bench's data
 * sets) with the checks of a Local API create: each document goes through the same pipeline as
 * `payload.create` runs before it writes — field beforeValidate hooks and defaults, the
 * collection's beforeValidate and beforeChange hooks, field beforeChange hooks and every field's
 * validation (required, min/max, options, relationship filterOptions…) — and a document that fails
 * throws Payload's ValidationError naming it, before anything of the batch is written. Then the
 * whole batch is written at once (db-bulk.ts) and the collection's afterChange hooks run.
 *
 * The validation is Payload's validators called once per field as Payload calls them, with the
 * document copy Payload makes per field made once per document, and the relationship lookups of
 * the whole batch in shared queries (bulk-validate.ts); Payload's beforeValidate and beforeChange
 * traversals visit only the fields they could change (bulk-traversal.ts). `BULK_VALIDATE=payload`
 * (and any collection bulk-validate.ts does not mirror) takes Payload's own traversals whole instead.
 *
 * Not run, as for any trusted server write: access control (callers write as the system, so pass
 * a `req` that is not a marketplace user's), afterRead, versions. Collections with auth, uploads or
 * versions are refused: their create does more than this (passwords, files, version rows).
 * Call it inside a transaction (`withTransaction`) so a batch commits or rolls back as one.
 */
export async function bulkCreate(
  payload: Payload,
  args: { collection: CollectionSlug; docs: readonly JsonObject[]; req: PayloadRequest },
): Promise<string[]> {
  const { collection, req } = args
  const config = payload.collections[collection].config
  if (config.auth || config.upload || config.versions) {
    throw new Error(`bulkCreate: ${collection} has auth, uploads or versions; create its documents with payload.create`)
  }
  const inBulk = canValidateInBulk(config) && process.env.BULK_VALIDATE !== 'payload'
  // The documents go through the pipeline side by side so their relationship lookups can share
  // queries; a failure is reported for the first failing document in batch order, as one by one.
  const reqs = inBulk ? { hooks: withBatchedFindByID(req), validation: withBatchedLookups(req) } : null
  const outcomes = await Promise.allSettled(
    args.docs.map((incoming, index) =>
      prepare(config, incoming, req, reqs).catch((error: unknown) => {
        // Which document of the batch failed, also when a hook refused it.
        if (error instanceof Error && !error.message.startsWith('document '))
          error.message = `document ${index} of the batch: ${error.message}`
        throw error
      }),
    ),
  )
  const failed = outcomes.find((outcome) => outcome.status === 'rejected')
  if (failed) throw failed.reason
  const prepared = outcomes.map((outcome) => (outcome as PromiseFulfilledResult<JsonObject>).value)
  const ids = await insertValidated(payload, collection, prepared, req)
  for (const [index, data] of prepared.entries()) {
    for (const hook of config.hooks.afterChange ?? []) {
      await hook({
        collection: config,
        context: req.context,
        data,
        doc: { ...data, id: ids[index] },
        operation: 'create',
        previousDoc: {},
        req,
      })
    }
  }
  return ids
}

/**
 * One document through the create pipeline up to its write. `reqs`: the collection hooks run on
 * `hooks` and bulk-validate.ts validates on `validation` (requests whose reads the batch shares,
 * bulk-lookups.ts); null: everything on `req`, Payload's own traversal validating.
 */
async function prepare(
  config: SanitizedCollectionConfig,
  incoming: JsonObject,
  req: PayloadRequest,
  reqs: { hooks: PayloadRequest; validation: PayloadRequest } | null,
): Promise<JsonObject> {
  const hookReq = reqs?.hooks ?? req
  let data: JsonObject = structuredClone(incoming)
  // With the bulk validation, only the fields the traversals could change (bulk-traversal.ts).
  const traversal = { collection: config, fields: config.fields, req, whole: reqs === null }
  await beforeValidateFields({ ...traversal, data })
  for (const hook of config.hooks.beforeValidate ?? []) {
    data = (await hook({ collection: config, context: req.context, data, operation: 'create', req: hookReq })) || data
  }
  for (const hook of config.hooks.beforeChange ?? []) {
    data =
      (await hook({
        collection: config,
        context: req.context,
        data,
        operation: 'create',
        originalDoc: undefined,
        req: hookReq,
      })) || data
  }
  // Unset fields (most of a listing's 125) read the same whether absent or undefined; dropping
  // them spares the validation's copies of the document.
  for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key]
  const errors: ValidationFieldError[] = []
  const mergeLocaleActions: (() => Promise<void> | void)[] = []
  await beforeChangeFields({
    ...traversal,
    data,
    errors,
    mergeLocaleActions,
    // Field hooks and the value shape check still run here; the validators run below.
    skipValidation: reqs !== null,
  })
  if (reqs) {
    errors.push(
      ...(await validateForCreate({
        config,
        data,
        req: reqs.validation,
        skipPaths: new Set(errors.map((error) => error.path)),
      })),
    )
  }
  if (errors.length > 0) {
    throw new ValidationError({ collection: config.slug, errors, req }, req.t)
  }
  for (const action of mergeLocaleActions) await action()
  return data
}
