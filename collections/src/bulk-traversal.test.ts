import type { Field, JsonObject, PayloadRequest, ValidationFieldError } from 'payload'
import { describe, expect, it } from 'vitest'
import { beforeChangeFields, beforeValidateFields, fieldsToTraverse } from './bulk-traversal'
import { trimText } from './fields/validate'

/**
 * Payload's own traversals, as bulkCreate calls them, run once over the whole field tree and once
 * over what fieldsToTraverse keeps, on the same documents: the documents come out the same (undefined keys
 * included) and every hook sees the same value, paths and siblings.
 */

type Call = { field: string; value: unknown; path: unknown; indexPath: unknown; schemaPath: unknown; siblings: string }
const calls: Call[] = []
const recording =
  (field: string, result?: (args: { siblingData: JsonObject; value: unknown }) => unknown) =>
  (args: { siblingData: JsonObject; value: unknown; path: unknown; indexPath: unknown; schemaPath: unknown }) => {
    calls.push({
      field,
      value: args.value,
      path: args.path,
      indexPath: args.indexPath,
      schemaPath: args.schemaPath,
      siblings: JSON.stringify(args.siblingData),
    })
    return result?.(args)
  }

const fields = [
  { name: 'title', type: 'text', hooks: { beforeValidate: [trimText] } },
  {
    // A hook that reads a sibling runs whether or not its own field has a value.
    name: 'slug',
    type: 'text',
    hooks: {
      beforeValidate: [
        recording(
          'slug',
          ({ siblingData, value }) =>
            value ?? (typeof siblingData.title === 'string' ? siblingData.title.toLowerCase() : undefined),
        ),
      ],
    },
  },
  { name: 'sleeps', type: 'number', defaultValue: 2 },
  { type: 'ui', name: 'preview', admin: { components: {} } },
  {
    type: 'row',
    fields: [
      { name: 'city', type: 'text' },
      { name: 'zip', type: 'text', hooks: { beforeValidate: [trimText] } },
      { name: 'seen', type: 'text', hooks: { beforeChange: [recording('seen')] } },
    ],
  },
  {
    type: 'collapsible',
    label: 'Rarely filled',
    fields: [
      { name: 'fax', type: 'text' },
      { type: 'row', fields: [{ name: 'telex', type: 'text' }] },
    ],
  },
  {
    type: 'tabs',
    tabs: [
      {
        label: 'Equipment',
        fields: [
          { name: 'awning', type: 'checkbox' },
          {
            type: 'row',
            fields: [{ name: 'after_drop', type: 'text', hooks: { beforeValidate: [recording('after_drop')] } }],
          },
        ],
      },
      { label: 'Unused', fields: [{ name: 'never_set', type: 'text' }] },
      { name: 'meta', label: 'Meta', fields: [{ name: 'note', type: 'text' }] },
    ],
  },
  { name: 'address', type: 'group', fields: [{ name: 'street', type: 'text', hooks: { beforeValidate: [trimText] } }] },
  {
    name: 'images',
    type: 'array',
    fields: [
      { name: 'slot', type: 'text', hooks: { beforeValidate: [trimText] } },
      { name: 'alt', type: 'text' },
    ],
  },
  { name: 'sizes', type: 'number', hasMany: true },
  { name: 'spot', type: 'point' },
  { name: 'lessor', type: 'relationship', relationTo: 'users' },
  { name: 'amenities', type: 'relationship', relationTo: 'amenities', hasMany: true },
  { name: 'kind', type: 'select', options: ['van', 'boat'] },
  { name: 'notes', type: 'json' },
] as Field[]

const req = {
  context: {},
  i18n: { language: 'en', t: (key: string) => key },
  locale: undefined,
  payload: { collections: {}, config: {} },
  t: (key: string) => key,
  user: null,
} as unknown as PayloadRequest

async function runBoth(
  document: JsonObject,
  pruned: boolean,
): Promise<{ data: JsonObject; calls: Call[]; errors: unknown[] }> {
  calls.length = 0
  const data = structuredClone(document)
  const traversal = { collection: null, fields, req, whole: !pruned }
  await beforeValidateFields({ ...traversal, data })
  const errors: ValidationFieldError[] = []
  await beforeChangeFields({ ...traversal, data, errors, mergeLocaleActions: [], skipValidation: true })
  return { data, calls: [...calls], errors }
}

const documents: Record<string, JsonObject> = {
  empty: {},
  sparse: { title: '  Van  ' },
  'most fields': {
    title: ' Camper ',
    slug: 'own-slug',
    sleeps: 4,
    city: 'Munich',
    zip: ' 80331 ',
    seen: 'yes',
    fax: '123',
    awning: true,
    after_drop: 'x',
    never_set: null,
    meta: { note: 'n' },
    address: { street: ' Main St ' },
    images: [{ slot: ' Front ', alt: 'front' }, { slot: 'Rear' }],
    sizes: [1, 2],
    spot: [11.5, 48.1],
    lessor: 'user-1',
    amenities: ['a', 'b'],
    kind: 'van',
    notes: { a: 1 },
  },
  'relationships as objects and form values': {
    lessor: { id: 'user-2' },
    amenities: [{ id: 'a' }, 'b'],
    sleeps: ' 3 ',
    spot: ['11.5', '48.1'],
    awning: '',
  },
  'empty relationships': { lessor: '', amenities: 'null' },
  'nulls and strings Payload sanitises': { sleeps: '5', awning: 'true', images: null, fax: null, city: null },
  // Payload's beforeChange refuses these shapes even without validation.
  'values of the wrong shape': {
    sleeps: { many: 2 },
    images: 'front',
    sizes: { one: 1 },
    city: ['Munich'],
    amenities: { id: 'a' },
  },
}

describe('fieldsToTraverse', () => {
  for (const [name, document] of Object.entries(documents)) {
    it(`gives the same document and hook calls as the whole tree (${name})`, async () => {
      const whole = await runBoth(document, false)
      const pruned = await runBoth(document, true)
      expect(pruned.data).toStrictEqual(whole.data)
      expect(pruned.calls).toStrictEqual(whole.calls)
      expect(pruned.errors).toStrictEqual(whole.errors)
      expect(whole.errors.length > 0).toBe(name === 'values of the wrong shape')
    })
  }

  it('leaves out what the traversals would not change: fields without a value, values in their stored form, empty containers', () => {
    const { fields: kept, skipped } = fieldsToTraverse(fields, { title: 'Van' }, 'beforeValidate')
    const names = (list: readonly Field[]): string[] =>
      list.flatMap((field) => {
        const loose = field as { name?: string; fields?: Field[]; tabs?: { name?: string; fields: Field[] }[] }
        if ('tabs' in field && loose.tabs)
          return loose.tabs.flatMap((tab) => (tab.name ? [tab.name] : names(tab.fields)))
        if (field.type === 'row' || field.type === 'collapsible') return names(loose.fields ?? [])
        return [loose.name!]
      })
    expect(names(kept)).toEqual(['title', 'slug', 'sleeps', 'after_drop', 'meta', 'address'])
    expect(skipped).toEqual(
      expect.arrayContaining(['city', 'zip', 'seen', 'fax', 'telex', 'awning', 'never_set', 'images']),
    )
    // Kept fields stay at their index: the dropped collapsible leaves a hole.
    expect(Object.keys(kept).map(Number)).toEqual([0, 1, 2, 6, 7])
    // beforeChange keeps the field with a beforeChange hook even without a value, and of the others
    // only the kinds whose values it checks or converts.
    expect(names(fieldsToTraverse(fields, {}, 'beforeChange').fields)).toEqual(['seen', 'meta', 'address'])
    expect(
      names(
        fieldsToTraverse(fields, { title: 'Van', sleeps: { many: 2 }, awning: true, spot: [1, 2] }, 'beforeChange')
          .fields,
      ),
    ).toEqual(['sleeps', 'seen', 'meta', 'address', 'spot'])
    // Values in their stored form are left to the write: text, numbers, booleans, ids.
    const stored = { title: 'Van', sleeps: 2, awning: true, city: 'Munich', lessor: 'user-1', kind: 'van' }
    expect(names(fieldsToTraverse(fields, stored, 'beforeValidate').fields)).toEqual([
      'title',
      'slug',
      'sleeps',
      'after_drop',
      'meta',
      'address',
    ])
    expect(names(fieldsToTraverse(fields, stored, 'beforeChange').fields)).toEqual(['seen', 'meta', 'address'])
  })

  it('hands over the field list itself when nothing is left out', () => {
    const flat = [{ name: 'a', type: 'number' }] as Field[]
    expect(fieldsToTraverse(flat, { a: '3' }, 'beforeValidate').fields).toBe(flat)
  })
})
