import type {
  Field,
  JsonObject,
  PayloadRequest,
  SanitizedCollectionConfig,
  Tab,
  TabAsField,
  ValidationFieldError,
} from 'payload'
import { deepMergeWithSourceArrays } from 'payload'
import { fieldAffectsData, getFieldPaths } from 'payload/shared'
import { asSystem } from './local-api'

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
 * value shape check, locales) over the fields it could change (bulk-traversal.ts), then this over
 * every field. Collections whose fields this does not mirror (blocks,
 * localized fields, labels given per language) get no plan and keep Payload's own validation.
 * The lookups of a batch's validators share queries (bulk-lookups.ts).
 * tests/integration/bulk-validate.test.ts feeds the same good and bad documents to
 * `payload.create` and to bulkCreate and expects the same errors and the same stored rows.
 */

type Validate = (value: unknown, options: Record<string, unknown>) => Promise<string | true> | string | true
type Condition = (data: unknown, siblingData: unknown, context: Record<string, unknown>) => unknown
type Loose = {
  name?: string
  label?: unknown
  admin?: { condition?: Condition }
  validate?: Validate
  fields?: AnyField[]
  tabs?: (Tab & Loose)[]
  localized?: boolean
}
/** A field, or a tab as Payload's traversal treats it (`type: 'tab'`). */
type AnyField = (Field | TabAsField) & Loose

const tabsAsFields = (tabs: (Tab & Loose)[] | undefined): AnyField[] =>
  (tabs ?? []).map((tab): AnyField => ({ ...tab, type: 'tab' }))

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
        if (field.type === 'tabs') return supported(tabsAsFields(field.tabs))
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

/**
 * A field where it sits, with what Payload derives from its position (paths, label path),
 * computed once per collection (and per row index inside arrays) instead of per document.
 */
type Site = {
  field: AnyField
  path: string
  pathSegments: string[]
  /** The label of its errors; its container's label path for the sites inside. */
  labelPath: string
  /** The sites inside it and the data they read: 'same' (row, unnamed group or tab), 'named' (group or tab), 'rows' (array). */
  nested?: 'same' | 'named' | 'rows'
  children?: Site[]
  /** Array rows: the sites of row n, made on first use. */
  rows?: Site[][]
  makeRow?: (index: number) => Site[]
  /** What its validator is handed besides the document, the request and the preferences (made on first use). */
  options?: Record<string, unknown>
}

function compile(
  fields: AnyField[],
  parent: { indexPath: string; path: string; schemaPath: string; labelPath: string },
  req: PayloadRequest,
): Site[] {
  return fields.map((field, index) => {
    const { indexPath, path, schemaPath } = getFieldPaths({
      field,
      index,
      parentIndexPath: parent.indexPath,
      parentPath: parent.path,
      parentSchemaPath: parent.schemaPath,
    })
    const own = (fallback: unknown) =>
      field.label === false ? parent.labelPath : buildFieldLabel(parent.labelPath, label(fallback, req))
    const site: Site = {
      field,
      path,
      pathSegments: path ? path.split('.') : [],
      // A field's own error label names it even when its label is hidden (label: false), as in promise.js.
      labelPath: buildFieldLabel(parent.labelPath, label(field.label || field.name, req)),
    }
    // As promise.js descends into each kind of container.
    switch (field.type) {
      case 'array':
        site.nested = 'rows'
        site.rows = []
        site.makeRow = (row) =>
          compile(
            field.fields ?? [],
            {
              indexPath: '',
              path: `${path}.${row}`,
              schemaPath,
              labelPath: own(`${label(field.label || field.name, req)} ${row + 1}`),
            },
            req,
          )
        break
      case 'collapsible':
      case 'row':
        site.nested = 'same'
        site.children = compile(
          field.fields ?? [],
          {
            indexPath,
            path: parent.path,
            schemaPath,
            labelPath: field.type === 'row' ? parent.labelPath : own(field.label || field.type),
          },
          req,
        )
        break
      case 'group':
      case 'tab': {
        // For a tab this is Payload's tabHasName ('name' in it): a tab is never a ui field.
        const named = fieldAffectsData(field)
        site.nested = named ? 'named' : 'same'
        site.children = compile(
          field.fields ?? [],
          {
            indexPath: named ? '' : indexPath,
            path: named ? path : parent.path,
            schemaPath,
            labelPath: own(field.label || (field.type === 'tab' || named ? field.name : field.type)),
          },
          req,
        )
        break
      }
      case 'tabs':
        site.nested = 'same'
        site.children = compile(
          tabsAsFields(field.tabs),
          { indexPath, path, schemaPath, labelPath: own(field.label || '') },
          req,
        )
        break
    }
    return site
  })
}

const compiled = new WeakMap<SanitizedCollectionConfig, Map<string, Site[]>>()
/** The collection's sites, per interface language (labels are translated when they are functions). */
function sitesOf(config: SanitizedCollectionConfig, req: PayloadRequest): Site[] {
  let byLanguage = compiled.get(config)
  if (!byLanguage) {
    byLanguage = new Map()
    compiled.set(config, byLanguage)
  }
  const language = String(req.i18n?.language ?? '')
  let sites = byLanguage.get(language)
  if (!sites) {
    sites = compile(config.fields as AnyField[], { indexPath: '', path: '', schemaPath: '', labelPath: '' }, req)
    byLanguage.set(language, sites)
  }
  return sites
}

/**
 * Validates a document that went through the create pipeline with validation skipped, as that
 * step would have: `skipPaths` are the fields Payload's traversal already refused for their shape
 * (it validates those no further either).
 */
export async function validateForCreate(args: {
  config: SanitizedCollectionConfig
  data: JsonObject
  req: PayloadRequest
  skipPaths: ReadonlySet<string>
}): Promise<ValidationFieldError[]> {
  const { config, data, req, skipPaths } = args
  const errors: ValidationFieldError[] = []
  const mergedData = deepMergeWithSourceArrays({}, data)
  const pending: Promise<void>[] = []
  const report = (site: Site, result: unknown) => {
    if (typeof result === 'string') errors.push({ label: site.labelPath, message: result, path: site.path })
  }
  const visit = (sites: Site[], siblingData: JsonObject, merged: { value?: JsonObject }, skipAll: boolean) => {
    for (const site of sites) {
      const { field } = site
      const skip =
        skipAll ||
        (field.admin?.condition !== undefined &&
          !field.admin.condition(data, siblingData, {
            blockData: undefined,
            operation: 'create',
            path: site.pathSegments,
            user: req.user,
          }))
      if (fieldAffectsData(field)) {
        if (skipPaths.has(site.path)) continue
        if (!skip && field.validate) {
          const value = siblingData[field.name as string]
          let jsonError: unknown
          if (field.type === 'json' && typeof value === 'string') {
            try {
              JSON.parse(value)
            } catch (error) {
              jsonError = error
            }
          }
          merged.value ??=
            siblingData === data ? deepMergeWithSourceArrays({}, data) : deepMergeWithSourceArrays({}, siblingData)
          site.options ??= {
            ...field,
            id: undefined,
            blockData: undefined,
            collectionSlug: config.slug,
            event: 'submit',
            operation: 'create',
            // bulkCreate writes as the system (its field pipeline runs asSystem() too).
            ...asSystem(),
            path: site.pathSegments,
            previousValue: undefined,
          }
          const result = field.validate(value, {
            ...site.options,
            data: mergedData,
            jsonError,
            preferences: { fields: {} },
            req,
            siblingData: merged.value,
          })
          if (result instanceof Promise) pending.push(result.then((outcome) => report(site, outcome)))
          else report(site, result)
        }
      }
      if (site.nested === 'same') visit(site.children!, siblingData, merged, skip)
      else if (site.nested === 'named') {
        const name = site.field.name as string
        if (typeof siblingData[name] !== 'object') siblingData[name] = {}
        visit(site.children!, siblingData[name] as JsonObject, {}, skip)
      } else if (site.nested === 'rows') {
        const rows = siblingData[site.field.name as string]
        if (!Array.isArray(rows)) continue
        for (const [index, row] of (rows as JsonObject[]).entries()) {
          site.rows![index] ??= site.makeRow!(index)
          visit(site.rows![index]!, row, {}, skip)
        }
      }
    }
  }
  visit(sitesOf(config, req), data, {}, false)
  await Promise.all(pending)
  return errors
}
