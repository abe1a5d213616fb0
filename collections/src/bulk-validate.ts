import type { Field, JsonObject, PayloadRequest, SanitizedCollectionConfig, ValidationFieldError } from 'payload'
import { deepMergeWithSourceArrays } from 'payload'
import { fieldAffectsData, getFieldPaths, tabHasName } from 'payload/shared'

/**
 * The validation step of Payload's create (fields/hooks/beforeChange/promise.js) for bulkCreate,
 * with the same validators, arguments, conditions, paths and labels, minus its per-field cost:
 * Payload hands every validator `deepMergeWithSourceArrays(doc, data)` and the same for the
 * sibling data, a full copy of the document per validated field (~125 copies of a listing, most
 * of a bulk write's CPU). On a create `doc` is `{}`, so every one of those copies equals the
 * first: here it is made once per document (and once per array row) and shared by the
 * validators, which read it (none of the collections' or Payload's validators writes to it).
 *
 * bulkCreate runs Payload's own beforeChange traversal with `skipValidation` (field hooks, the
 * value shape check, locales), then this. Collections whose fields this does not mirror (blocks,
 * localized fields, labels given per language) get no plan and keep Payload's own validation.
 * The lookups of a batch's validators share queries (bulk-lookups.ts).
 * tests/integration/bulk-validate.test.ts feeds the same good and bad documents to
 * `payload.create` and to bulkCreate and expects the same errors and the same stored rows.
 */

type Validate = (value: unknown, options: Record<string, unknown>) => Promise<string | true> | string | true
type Condition = (data: unknown, siblingData: unknown, context: Record<string, unknown>) => unknown
type AnyField = Field & {
  name?: string
  label?: unknown
  admin?: { condition?: Condition }
  validate?: Validate
  fields?: AnyField[]
  tabs?: AnyField[]
  localized?: boolean
}

const plans = new WeakMap<SanitizedCollectionConfig, boolean>()

/** Whether the collection's fields are all of the kinds `validateForCreate` mirrors (computed once). */
export function canValidateInBulk(config: SanitizedCollectionConfig): boolean {
  let plan = plans.get(config)
  if (plan === undefined) {
    const supported = (fields: AnyField[]): boolean =>
      fields.every((field) => {
        if (field.type === 'blocks' || field.localized) return false
        if (field.label !== undefined && typeof field.label !== 'string' && typeof field.label !== 'function')
          return false
        if (field.type === 'tabs') return supported(field.tabs ?? [])
        return field.fields ? supported(field.fields) : true
      })
    plan = supported(config.fields as AnyField[])
    plans.set(config, plan)
  }
  return plan
}

function label(value: unknown, req: PayloadRequest): string {
  if (typeof value === 'function') return value({ i18n: req.i18n, t: req.i18n.t })
  return value as string
}

// As promise.js builds "Images 2 > Slot".
function buildFieldLabel(parentLabel: string, own: string | undefined): string {
  if (!own) return parentLabel
  const capitalized = own.charAt(0).toUpperCase() + own.slice(1)
  return parentLabel && capitalized ? `${parentLabel} > ${capitalized}` : capitalized || parentLabel
}

type Level = {
  fields: AnyField[]
  fieldLabelPath: string
  parentIndexPath: string
  parentPath: string
  parentSchemaPath: string
  siblingData: JsonObject
  /** The validators' copy of siblingData, made on first use. */
  merged: { value?: JsonObject }
  skip: boolean
}

/**
 * Validates a document that went through the create pipeline with validation skipped, as that
 * step would have: `skipPaths` are the fields Payload's traversal already refused for their shape
 * (it validates those no further either).
 */
export async function validateForCreate(args: {
  config: SanitizedCollectionConfig
  data: JsonObject
  overrideAccess: boolean
  req: PayloadRequest
  skipPaths: ReadonlySet<string>
}): Promise<ValidationFieldError[]> {
  const { config, data, overrideAccess, req, skipPaths } = args
  const errors: ValidationFieldError[] = []
  const mergedData = deepMergeWithSourceArrays({}, data)
  const pending: Promise<void>[] = []
  const visit = (level: Level) => {
    level.fields.forEach((field, index) => {
      const { indexPath, path, schemaPath } = getFieldPaths({
        field,
        index,
        parentIndexPath: level.parentIndexPath,
        parentPath: level.parentPath,
        parentSchemaPath: level.parentSchemaPath,
      })
      const { siblingData } = level
      const passesCondition = field.admin?.condition
        ? Boolean(
            field.admin.condition(data, siblingData, {
              blockData: undefined,
              operation: 'create',
              path: path ? path.split('.') : [],
              user: req.user,
            }),
          )
        : true
      const skip = level.skip || !passesCondition
      if (fieldAffectsData(field)) {
        const name = field.name as string
        if (skipPaths.has(path)) return
        if (!skip && field.validate) {
          const value = siblingData[name]
          let jsonError: unknown
          if (field.type === 'json' && typeof value === 'string') {
            try {
              JSON.parse(value)
            } catch (error) {
              jsonError = error
            }
          }
          level.merged.value ??=
            level.siblingData === data
              ? deepMergeWithSourceArrays({}, data)
              : deepMergeWithSourceArrays({}, siblingData)
          const fieldLabel = buildFieldLabel(level.fieldLabelPath, label(field.label || field.name, req))
          pending.push(
            Promise.resolve(
              field.validate(value, {
                ...field,
                id: undefined,
                blockData: undefined,
                collectionSlug: config.slug,
                data: mergedData,
                event: 'submit',
                jsonError,
                operation: 'create',
                overrideAccess,
                path: path.split('.'),
                preferences: { fields: {} },
                previousValue: undefined,
                req,
                siblingData: level.merged.value,
              }),
            ).then((result) => {
              if (typeof result === 'string') errors.push({ label: fieldLabel, message: result, path })
            }),
          )
        }
      }
      const nested = (overrides: Partial<Level>) =>
        visit({
          fields: field.fields ?? [],
          fieldLabelPath: level.fieldLabelPath,
          parentIndexPath: indexPath,
          parentPath: level.parentPath,
          parentSchemaPath: schemaPath,
          siblingData,
          merged: level.merged,
          skip,
          ...overrides,
        })
      const ownLabel = (fallback: unknown) =>
        field.label === false ? level.fieldLabelPath : buildFieldLabel(level.fieldLabelPath, label(fallback, req))
      // 'tab' is the type Payload's traversal gives each tab (as below), not a field type of the config.
      switch (field.type as string) {
        case 'array': {
          const rows = siblingData[field.name as string]
          if (!Array.isArray(rows)) break
          for (const [rowIndex, row] of (rows as JsonObject[]).entries()) {
            nested({
              fieldLabelPath: ownLabel(`${label(field.label || field.name, req)} ${rowIndex + 1}`),
              parentIndexPath: '',
              parentPath: `${path}.${rowIndex}`,
              siblingData: row,
              merged: {},
            })
          }
          break
        }
        case 'collapsible':
        case 'row':
          nested({ fieldLabelPath: field.type === 'row' ? level.fieldLabelPath : ownLabel(field.label || field.type) })
          break
        case 'group': {
          const named = fieldAffectsData(field)
          if (named && typeof siblingData[field.name as string] !== 'object') siblingData[field.name as string] = {}
          nested({
            fieldLabelPath: ownLabel(field.label || (named ? field.name : field.type)),
            parentIndexPath: named ? '' : indexPath,
            parentPath: named ? path : level.parentPath,
            ...(named ? { siblingData: siblingData[field.name as string] as JsonObject, merged: {} } : {}),
          })
          break
        }
        case 'tabs':
          nested({
            fields: (field.tabs ?? []).map((tab) => ({ ...tab, type: 'tab' }) as unknown as AnyField),
            fieldLabelPath: ownLabel(field.label || ''),
            parentPath: path,
          })
          break
        case 'tab': {
          const named = tabHasName(field as never)
          if (named && typeof siblingData[field.name as string] !== 'object') siblingData[field.name as string] = {}
          nested({
            fieldLabelPath: ownLabel(field.label || field.name),
            parentIndexPath: named ? '' : indexPath,
            parentPath: named ? path : level.parentPath,
            ...(named ? { siblingData: siblingData[field.name as string] as JsonObject, merged: {} } : {}),
          })
          break
        }
      }
    })
  }
  visit({
    fields: config.fields as AnyField[],
    fieldLabelPath: '',
    parentIndexPath: '',
    parentPath: '',
    parentSchemaPath: '',
    siblingData: data,
    merged: {},
    skip: false,
  })
  await Promise.all(pending)
  return errors
}
