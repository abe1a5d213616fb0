import { describe, expect, it } from 'vitest'
import { landingFormSchema, landingPatchSchema } from './landing'
import { landingSlug, placeSlug } from './listing-options'

describe('landing slugs from type and place', () => {
  it('uses the city route words', () => {
    expect(landingSlug('campervan', 'Munich')).toBe('campervan-hire-munich')
    expect(landingSlug('campsite', 'Lake Garda')).toBe('campsite-pitch-lake-garda')
    expect(landingSlug('boat', 'Zürich')).toBe('boat-hire-zuerich')
  })
  it('keeps lowercase letters and hyphens only, at most 75 characters', () => {
    expect(placeSlug('  Saint-Étienne / Loire 42 ')).toBe('saint-etienne-loire')
    expect(placeSlug('Straße')).toBe('strasse')
    expect(landingSlug('campervan', '123')).toBe('')
    const long = landingSlug('campervan', 'a'.repeat(100))
    expect(long.length).toBeLessThanOrEqual(75)
    expect(long).toMatch(/^[a-z-]+$/)
  })
})

describe('landing form schema', () => {
  const base = {
    type: 'campervan',
    page_type: 'city',
    meta: { title: 'T', description: 'D' },
    main_title: 'Title',
    main_description: '<p>x</p>',
  }
  it('defaults what the form may leave out and publishes by default', () => {
    expect(landingFormSchema.parse(base)).toMatchObject({ country: '', sections: [], faqs: [], status: 'published' })
  })
  it('refuses blank required text and a malformed slug', () => {
    expect(landingFormSchema.safeParse({ ...base, main_title: '   ' }).success).toBe(false)
    expect(landingFormSchema.safeParse({ ...base, slug: 'Munich!' }).success).toBe(false)
    expect(landingFormSchema.safeParse({ ...base, faqs: [{ order: 0, question: '', answer: 'a' }] }).success).toBe(
      false,
    )
  })
  it('patches only what is sent', () => {
    expect(landingPatchSchema.parse({ main_title: 'New' })).toEqual({ main_title: 'New' })
  })
})
