import { describe, expect, it } from 'vitest'
import { labelFromName, withReadableLabels } from './labels'

/** The parts of a field config the labels live in. */
type LabelledField = { label?: string; fields?: LabelledField[]; tabs?: { fields: LabelledField[] }[] }

describe('readable labels', () => {
  it('turns snake_case names into sentence-case labels', () => {
    expect(labelFromName('default_rate_in_cents')).toBe('Default rate in cents')
    expect(labelFromName('main_title')).toBe('Main title')
  })

  it('labels nested fields and keeps explicit labels', () => {
    const [config] = withReadableLabels([
      {
        slug: 'things',
        fields: [
          { name: 'page_type', type: 'text' },
          { name: 'meta', type: 'group', label: 'SEO', fields: [{ name: 'meta_title', type: 'text' }] },
          { type: 'tabs', tabs: [{ label: 'Tab', fields: [{ name: 'is_draft', type: 'checkbox' }] }] },
        ],
      },
    ])
    const fields = config!.fields as LabelledField[]
    expect(fields[0]?.label).toBe('Page type')
    expect(fields[1]?.label).toBe('SEO')
    expect(fields[1]?.fields?.[0]?.label).toBe('Meta title')
    expect(fields[2]?.tabs?.[0]?.fields[0]?.label).toBe('Is draft')
  })
})
