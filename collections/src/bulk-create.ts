import {
  beforeChangeTraverseFields,
  beforeValidateTraverseFields,
  type CollectionSlug,
  type JsonObject,
  type Payload,
  type PayloadRequest,
  ValidationError,
  type ValidationFieldError,
} from 'payload'
import { insertValidated } from './db-bulk'
import { asSystem } from './local-api'

/**
 * Creates many documents of one collection at once (imports, the seed's and the bench's data
 * sets) with the checks of a Local API create: each document goes through the same pipeline as
 * `payload.create` runs before it writes — field beforeValidate hooks and defaults, the
 * collection's beforeValidate and beforeChange hooks, field beforeChange hooks and every field's
 * validation (required, min/max, options, relationship filterOptions…) — and a document that fails
 * throws Payload's ValidationError naming it, before anything of the batch is written. Then the
 * whole batch is written at once (db-bulk.ts) and the collection's afterChange hooks run.
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
  const prepared: JsonObject[] = []
  for (const [index, incoming] of args.docs.entries()) {
    let data: JsonObject = structuredClone(incoming)
    const common = {
      collection: config,
      context: req.context,
      global: null,
      operation: 'create' as const,
      // Field hooks and validation of a trusted server write (see above: callers write as the system).
      ...asSystem(),
      parentIndexPath: '',
      parentIsLocalized: false,
      parentPath: '',
      parentSchemaPath: '',
      req,
    }
    await beforeValidateTraverseFields({
      ...common,
      data,
      doc: {},
      fields: config.fields,
      siblingData: data,
      siblingDoc: {},
    })
    for (const hook of config.hooks.beforeValidate ?? []) {
      data = (await hook({ collection: config, context: req.context, data, operation: 'create', req })) || data
    }
    for (const hook of config.hooks.beforeChange ?? []) {
      data =
        (await hook({
          collection: config,
          context: req.context,
          data,
          operation: 'create',
          originalDoc: undefined,
          req,
        })) || data
    }
    // Unset fields (most of a listing's 125) read the same whether absent or undefined; dropping
    // them spares Payload's validation, which merges the whole document once per field, most of its work.
    for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key]
    const errors: ValidationFieldError[] = []
    const mergeLocaleActions: (() => Promise<void> | void)[] = []
    await beforeChangeTraverseFields({
      ...common,
      data,
      doc: {},
      docWithLocales: {},
      errors,
      fieldLabelPath: '',
      fields: config.fields,
      mergeLocaleActions,
      siblingData: data,
      siblingDoc: {},
      siblingDocWithLocales: {},
    })
    if (errors.length > 0) {
      // Which document of the batch failed, as the message of Payload's own error.
      const error = new ValidationError({ collection, errors, req }, req.t)
      error.message = `document ${index} of the batch: ${error.message}`
      throw error
    }
    for (const action of mergeLocaleActions) await action()
    prepared.push(data)
  }
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
