import { editorSteps, stepFields } from '@driftway/domain/listing-editor-fields'
import { listingKinds } from '@driftway/domain/roles'
import { describe, expect, it } from 'vitest'
import en from '../../locales/en/lessor.json'
import { fieldLayouts } from './layout'

describe('listing editor layout', () => {
  const fields = listingKinds.flatMap((kind) => editorSteps[kind].flatMap((step) => stepFields(kind, step)))

  it('places every field the domain defines', () => {
    expect([...new Set(fields.map((field) => field.name))].filter((name) => !fieldLayouts[name])).toEqual([])
  })

  it('lays out no field the domain does not have', () => {
    const names = new Set(fields.map((field) => field.name))
    expect(Object.keys(fieldLayouts).filter((name) => !names.has(name))).toEqual([])
  })

  it('names every section in the translations', () => {
    const groups = (en as { groups?: Record<string, string> }).groups ?? {}
    expect(
      [...new Set(Object.values(fieldLayouts).map((layout) => layout.group))].filter((group) => !groups[group]),
    ).toEqual([])
  })
})
