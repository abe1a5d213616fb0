import {
  beforeChangeTraverseFields,
  beforeValidateTraverseFields,
  type Field,
  type JsonObject,
  type PayloadRequest,
  type SanitizedCollectionConfig,
  type Tab,
  type ValidationFieldError,
} from 'payload'
import { fieldAffectsData } from 'payload/shared'
import { isValueHook } from './fields/value-hook'
import { asSystem } from './local-api'

/**
 * The fields of one document that bulkCreate hands to Payload's beforeValidate and beforeChange
 * traversals on a create: the whole field tree minus the fields where that traversal could change
 * nothing. A listing has ~200 fields; Payload gives each one a promise, its paths and argument
 * objects per document, about a third of a bulk write's CPU with the garbage it makes.
 *
 * What each traversal (payload/dist/fields/hooks/*\/promise.js) does on a create with a field that
 * has no hooks (value-only hooks, fields/value-hook.ts, count as none for a field without a value),
 * no default and no localization, and so when it is left out:
 * - beforeValidate gives a field without a value its default, else sets its key to undefined
 *   (`restoreSkippedKeys` does that after); it turns form strings into numbers and booleans, ids
 *   out of relationship objects, '' / 'none' / 'null' into null, point and rich text strings into
 *   values. A value already in its stored form (a number, a boolean, an id string, any text) is
 *   left out. Field access is not consulted: bulkCreate writes as the system.
 * - beforeChange (validation is bulk-validate.ts's) refuses numbers and hasMany relationships
 *   given as objects and arrays given as anything but rows, and turns points into GeoJSON: a value
 *   that is none of these is left out.
 * - Both descend into array and block rows (kept whole when there are rows), and give named groups
 *   and tabs an object (kept whole, always). Rows, collapsibles and unnamed tabs whose fields are
 *   all left out are left out, and ui fields.
 *
 * The lists keep every field at its index (holes where one is left out; Payload's `forEach` skips
 * holes), so paths, index paths and schema paths are the ones the whole tree gives. A hook's
 * `siblingFields` is that list, holes included (no hook of ours reads it).
 * bulk-traversal.test.ts runs Payload's traversals both ways on the same documents and compares
 * the documents, hook calls and errors; tests/integration/bulk-validate.test.ts compares stored rows.
 */

type TraversalPhase = 'beforeValidate' | 'beforeChange'

type AnyField = Field & {
  name?: string
  fields?: AnyField[]
  tabs?: (Tab & { name?: string; fields: AnyField[] })[]
  defaultValue?: unknown
  localized?: boolean
  hooks?: Partial<Record<TraversalPhase, unknown[]>>
  editor?: { hooks?: Partial<Record<TraversalPhase, unknown[]>> }
}

/** What a field needs from one document's traversal, decided once per field list and phase. */
type Rule =
  | { kind: 'always' }
  /** Kept when its value (in the top-level document) is one the traversal acts on. */
  | { kind: 'when'; name: string; acts: (value: unknown) => boolean }
  /** Unnamed containers: kept with their fields' own rules applied, dropped when none is kept. */
  | { kind: 'row'; fields: Plan }
  /** Per tab: its fields' plan, null for a named tab (kept whole: Payload gives it an object). */
  | { kind: 'tabs'; tabs: (Plan | null)[] }
  /** `name`: a data field's, whose key beforeValidate would set when it has no value. */
  | { kind: 'never'; name?: string }
type Plan = { fields: AnyField[]; rules: Rule[] }

const given = (value: unknown) => value !== undefined
const present = (value: unknown) => value !== undefined && value !== null
const isString = (value: unknown) => typeof value === 'string'
const isObject = (value: unknown) => typeof value === 'object' && value !== null
/** beforeValidate's relationship sanitising changes anything but a plain id. */
const notAnId = (value: unknown) =>
  value !== undefined &&
  typeof value !== 'number' &&
  !(typeof value === 'string' && value !== '' && value !== 'none' && value !== 'null')

/** The values each phase acts on, by field kind, for fields without hooks, default or locales. */
function actsOn(field: AnyField, phase: TraversalPhase): ((value: unknown) => boolean) | null {
  const hasMany = 'hasMany' in field && field.hasMany === true
  if (phase === 'beforeValidate') {
    if (field.name === 'id') return given
    switch (field.type) {
      case 'array':
      case 'blocks':
        return given
      case 'checkbox':
      case 'number':
      case 'richText':
        return isString
      case 'point':
        return Array.isArray
      case 'relationship':
      case 'upload':
        return notAnId
      default:
        return null
    }
  }
  switch (field.type) {
    case 'array':
    case 'blocks':
    case 'point':
      return present
    case 'number':
      return isObject
    case 'relationship':
    case 'upload':
      return hasMany ? (value) => isObject(value) && !Array.isArray(value) : null
    default:
      return null
  }
}

function ruleOf(field: AnyField, phase: TraversalPhase): Rule {
  if (field.type === 'row' || field.type === 'collapsible')
    return { kind: 'row', fields: planOf(field.fields ?? [], phase) }
  if (field.type === 'tabs')
    return {
      kind: 'tabs',
      tabs: (field.tabs ?? []).map((tab) => ('name' in tab ? null : planOf(tab.fields as AnyField[], phase))),
    }
  if (!fieldAffectsData(field)) return { kind: 'never' }
  const name = field.name as string
  const hooks = field.hooks?.[phase] ?? []
  if (
    field.type === 'group' ||
    field.localized ||
    (field.type === 'richText' && (field.editor?.hooks?.[phase]?.length ?? 0) > 0) ||
    hooks.some((hook) => phase === 'beforeChange' || !isValueHook(hook)) ||
    (phase === 'beforeValidate' && field.defaultValue !== undefined)
  )
    return { kind: 'always' }
  if (hooks.length > 0) return { kind: 'when', name, acts: given }
  const acts = actsOn(field, phase)
  return acts ? { kind: 'when', name, acts } : { kind: 'never', name }
}

const plans: Record<TraversalPhase, WeakMap<readonly AnyField[], Plan>> = {
  beforeValidate: new WeakMap(),
  beforeChange: new WeakMap(),
}

function planOf(fields: AnyField[], phase: TraversalPhase): Plan {
  let plan = plans[phase].get(fields)
  if (!plan) {
    plan = { fields, rules: fields.map((field) => ruleOf(field, phase)) }
    plans[phase].set(fields, plan)
  }
  return plan
}

/**
 * The fields to traverse for `data` (the top-level document), and the names of the data fields
 * left out (beforeValidate: restore their keys with `restoreSkippedKeys` after the traversal).
 */
export function fieldsToTraverse(
  fields: readonly Field[],
  data: JsonObject,
  phase: TraversalPhase,
): { fields: Field[]; skipped: string[] } {
  const skipped: string[] = []
  const pick = (plan: Plan): AnyField[] | null => {
    let kept: AnyField[] | null = null
    plan.rules.forEach((rule, index) => {
      const field = plan.fields[index]!
      let chosen: AnyField | null = null
      switch (rule.kind) {
        case 'always':
          chosen = field
          break
        case 'when':
          if (rule.acts(data[rule.name])) chosen = field
          else if (data[rule.name] === undefined) skipped.push(rule.name)
          break
        case 'row': {
          const inner = pick(rule.fields)
          if (inner) chosen = inner === rule.fields.fields ? field : { ...field, fields: inner }
          break
        }
        case 'tabs': {
          const tabs = field.tabs ?? []
          const innerTabs: AnyField['tabs'] = new Array(tabs.length)
          let any = false
          let whole = true
          tabs.forEach((tab, at) => {
            const tabPlan = rule.tabs[at]
            if (!tabPlan) {
              innerTabs[at] = tab
              any = true
              return
            }
            const inner = pick(tabPlan)
            if (inner) {
              innerTabs[at] = inner === tab.fields ? tab : { ...tab, fields: inner }
              any = true
            }
            if (inner !== tab.fields) whole = false
          })
          if (any) chosen = whole ? field : ({ ...field, tabs: innerTabs } as AnyField)
          break
        }
        case 'never':
          if (rule.name !== undefined && data[rule.name] === undefined) skipped.push(rule.name)
          break
      }
      if (chosen === field && kept === null) return
      kept ??= copyUpTo(plan.fields, index)
      if (chosen) kept[index] = chosen
    })
    // Untouched: the field list itself, so Payload sees the same objects as without this step.
    if (kept === null) return plan.fields
    return (kept as AnyField[]).some(() => true) ? kept : null
  }
  const picked = pick(planOf(fields as AnyField[], phase))
  return { fields: (picked ?? []) as Field[], skipped }
}

/** A sparse copy of fields[0..end) (the fields kept so far, at their indexes). */
function copyUpTo(fields: readonly AnyField[], end: number): AnyField[] {
  const copy: AnyField[] = new Array(fields.length)
  for (let at = 0; at < end; at++) copy[at] = fields[at]!
  return copy
}

/** Payload's beforeValidate leaves every data field's key in the document, undefined if it has no value. */
function restoreSkippedKeys(data: JsonObject, skipped: readonly string[]): void {
  for (const name of skipped) if (!(name in data)) data[name] = undefined
}

type Traversal = {
  /** Null only for field lists that belong to no collection (tests). */
  collection: SanitizedCollectionConfig | null
  fields: Field[]
  data: JsonObject
  req: PayloadRequest
  /** Every field, as Payload's create traverses them (bulkCreate's `BULK_VALIDATE=payload`). */
  whole: boolean
}

/** What both traversals are handed for a top-level create. */
const createArgs = ({ collection, req }: Traversal) => ({
  collection,
  context: req.context,
  global: null,
  operation: 'create' as const,
  // Field hooks and validation of a trusted server write (bulkCreate's callers write as the system).
  ...asSystem(),
  parentIndexPath: '',
  parentIsLocalized: false,
  parentPath: '',
  parentSchemaPath: '',
  req,
})

/** Payload's beforeValidate traversal of a create, over the fields it could change unless `whole`. */
export async function beforeValidateFields(traversal: Traversal): Promise<void> {
  const { data, fields, whole } = traversal
  const kept = whole ? null : fieldsToTraverse(fields, data, 'beforeValidate')
  await beforeValidateTraverseFields({
    ...createArgs(traversal),
    data,
    doc: {},
    fields: kept?.fields ?? fields,
    siblingData: data,
    siblingDoc: {},
  })
  if (kept) restoreSkippedKeys(data, kept.skipped)
}

/** Payload's beforeChange traversal of a create, over the fields it could change unless `whole`. */
export async function beforeChangeFields(
  traversal: Traversal & {
    errors: ValidationFieldError[]
    mergeLocaleActions: (() => Promise<void> | void)[]
    skipValidation: boolean
  },
): Promise<void> {
  const { data, fields, whole, errors, mergeLocaleActions, skipValidation } = traversal
  await beforeChangeTraverseFields({
    ...createArgs(traversal),
    data,
    doc: {},
    docWithLocales: {},
    errors,
    fieldLabelPath: '',
    fields: whole ? fields : fieldsToTraverse(fields, data, 'beforeChange').fields,
    mergeLocaleActions,
    siblingData: data,
    siblingDoc: {},
    siblingDocWithLocales: {},
    skipValidation,
  })
}
