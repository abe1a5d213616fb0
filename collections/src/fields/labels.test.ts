import { describe, expect, it } from 'vitest'
import { labelFromName, withReadableLabels } from './labels'

/** The parts of a field config the labels live in. */
type LabelledField = { label?: string; fields?: LabelledField[]; tabs?: { fields: LabelledField[] }[] }

describe('readable labels', () => {
  it('turns snake_case names into sentence-case labels', () => {
    expect(labelFromName('main_title')).toBe('Main title')
    expect(labelFromName('traveller_name')).toBe('Traveller name')
  })

  it('leaves out the units the admin shows beside the value or a checkbox says already', () => {
    expect(labelFromName('total_rent_price_in_cents')).toBe('Total rent price')
    expect(labelFromName('minimum_rate_cents')).toBe('Minimum rate')
    expect(labelFromName('pickup_timestamp')).toBe('Pickup')
    expect(labelFromName('updated_at_ts')).toBe('Updated at')
    expect(labelFromName('adults_num')).toBe('Adults')
    expect(labelFromName('is_instant')).toBe('Instant')
    expect(labelFromName('registration_country_iso2')).toBe('Registration country (ISO code)')
  })

  it('keeps a name that is nothing but its unit', () => {
    expect(labelFromName('timestamp')).toBe('Timestamp')
    expect(labelFromName('ts')).toBe('Ts')
    expect(labelFromName('is_')).toBe('Is')
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
    expect(fields[2]?.tabs?.[0]?.fields[0]?.label).toBe('Draft')
  })
})
