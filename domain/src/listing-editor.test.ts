import { describe, expect, it } from 'vitest'
import { draftPayload, formValuesOf, htmlToText, insuranceAmountText, stepPayload, textToHtml } from './listing-editor'
import { editorSteps, stepOfField } from './listing-editor-fields'
import { seasonRatePayload, validateSeasonRate } from './listing-editor-season-rates'
import { draftIssues, parseNumberInput, stepSchema, validateStep } from './listing-editor-validation'

const messages = (issues: { path: string; message: string }[]) =>
  Object.fromEntries(issues.map((issue) => [issue.path, issue.message]))

describe('editor steps', () => {
  it('has documents only for vehicles and starts existing listings at images', () => {
    expect(editorSteps.recreational_vehicle).toEqual([
      'details',
      'images',
      'rates',
      'calendar',
      'preferences',
      'documents',
    ])
    expect(editorSteps.boat).not.toContain('documents')
    expect(editorSteps.campsite[1]).toBe('images')
  })

  it('finds the step of a field named by a publish failure', () => {
    expect(stepOfField('recreational_vehicle', 'height')).toBe('details')
    expect(stepOfField('recreational_vehicle', 'season_rates')).toBe('rates')
    expect(stepOfField('recreational_vehicle', 'partial_cover_amount')).toBe('preferences')
    expect(stepOfField('campsite', 'activities')).toBe('preferences')
    expect(stepOfField('boat', 'deposit_amount')).toBe('rates')
    expect(stepOfField('boat', 'images')).toBe('images')
  })
})

describe('money: major units in the form, cents on the wire', () => {
  it('multiplies typed amounts by 100 and reads cents back divided by 100', () => {
    const body = stepPayload('campsite', 'rates', {
      default_rate_in_cents: '49.90',
      default_min_rent_days: '2',
      cleaning_fee_in_cents: '0',
      deposit_amount: '250',
      default_extra_charge_per_adult_in_cents: '7,50',
      default_extra_charge_per_child_in_cents: '',
      deposit_payment_methods: ['Cash'],
      longer_hire_discount: '',
    })
    expect(body).toMatchObject({
      default_rate_in_cents: 4990,
      cleaning_fee_in_cents: 0,
      deposit_amount: 25_000,
      default_extra_charge_per_adult_in_cents: 750,
      default_extra_charge_per_child_in_cents: null,
      default_min_rent_days: 2,
      longer_hire_discount: null,
      deposit_payment_methods: ['Cash'],
    })
    const values = formValuesOf('campsite', 'rates', { default_rate_in_cents: 4990, deposit_amount: 25_000 })
    expect(values.default_rate_in_cents).toBe('49.9')
    expect(values.deposit_amount).toBe('250')
    expect(values.cleaning_fee_in_cents).toBe('')
  })

  it('uses the listing currency (zero-decimal currencies are not multiplied)', () => {
    expect(stepPayload('boat', 'rates', { default_rate_in_cents: '1200' }, { currency: 'JPY' })).toMatchObject({
      default_rate_in_cents: 1200,
    })
    expect(parseNumberInput('1,000')).toBe(1000)
    expect(parseNumberInput('12,5')).toBe(12.5)
    expect(parseNumberInput('')).toBeNull()
    expect(parseNumberInput('abc')).toBeNaN()
  })

  it('requires a rate above zero and at least one deposit method', () => {
    const issues = messages(
      validateStep('boat', 'rates', {
        default_rate_in_cents: '0',
        default_min_rent_days: '0',
        cleaning_fee_in_cents: '',
        deposit_amount: '10',
        deposit_payment_methods: [],
        early_booking_discount: '120',
      }),
    )
    expect(issues).toEqual({
      default_rate_in_cents: 'validation.mustBeGreaterThanZero',
      default_min_rent_days: 'validation.min|1',
      cleaning_fee_in_cents: 'validation.required',
      deposit_payment_methods: 'validation.chooseAtLeastOne',
      early_booking_discount: 'validation.maxPercentage',
    })
  })
})

describe('details step', () => {
  it('maps a vehicle: years to timestamps, selects to numbers, country names, description to HTML', () => {
    const body = stepPayload('recreational_vehicle', 'details', {
      rv_type: 'Campervan',
      brand: ' Volkswagen ',
      model: 'California',
      registration_timestamp: '2020',
      registration_country_iso2: 'DE',
      title: 'Bulli',
      description: 'Cosy van.\n\nSleeps <two>.',
      seats_num: '4',
      length: '490',
      country_iso2: 'de',
      latitude: '52.52',
      longitude: '13.4',
      licence_plate: '   ',
    })
    expect(body).toMatchObject({
      brand: 'Volkswagen',
      registration_timestamp: Date.UTC(2020, 0, 1) / 1000,
      seats_num: 4,
      length: 490,
      country_iso2: 'DE',
      country: 'Germany',
      latitude: 52.52,
      licence_plate: null,
      description: '<p>Cosy van.</p><p>Sleeps &lt;two&gt;.</p>',
    })
    const back = formValuesOf('recreational_vehicle', 'details', {
      ...body,
      description: '<p>Cosy van.</p><p>Sleeps &lt;two&gt;.</p>',
    })
    expect(back.registration_timestamp).toBe('2020')
    expect(back.description).toBe('Cosy van.\n\nSleeps <two>.')
    expect(back.seats_num).toBe('4')
  })

  it('leaves out unchanged title, description and check-in text', () => {
    const initial = { title: 'Boat', description: 'Nice', checkin_checkout_time_info: 'From 14:00' }
    const body = stepPayload(
      'boat',
      'details',
      { ...initial, title: 'Better boat', onboard_capacity: '6' },
      { initial },
    )
    expect(body.title).toBe('Better boat')
    expect(body).not.toHaveProperty('description')
    expect(body).not.toHaveProperty('checkin_checkout_time_info')
    // Boats also send the capacity as people.
    expect(body).toMatchObject({ onboard_capacity: 6, people: 6 })
  })

  it('reports the spec keys and skips engine fields of a caravan', () => {
    const empty = messages(validateStep('recreational_vehicle', 'details', { rv_type: 'Caravan' }))
    expect(empty.title).toBe('validation.titleRequired')
    expect(empty.description).toBe('validation.descriptionRequired')
    expect(empty.checkin_checkout_time_info).toBe('validation.pickupTimeRequired')
    expect(empty.brand).toBe('validation.required')
    expect(empty.location_context).toBe('validation.required')
    const caravan = stepPayload('recreational_vehicle', 'details', { rv_type: 'Caravan', fuel_type: 'Diesel' })
    expect(caravan.fuel_type).toBeNull()
    const future = messages(
      validateStep('recreational_vehicle', 'details', { registration_timestamp: String(new Date().getFullYear() + 1) }),
    )
    expect(future.registration_timestamp).toBe('validation.yearInFuture')
    const campsite = messages(validateStep('campsite', 'details', { title: 'x'.repeat(71), suitability: [] }))
    expect(campsite.title).toBe('validation.maxLength|70')
    expect(campsite.suitability).toBe('validation.chooseAtLeastOne')
    expect(campsite.location_context).toBeUndefined()
  })

  it('works as a zod schema with form paths', () => {
    const result = stepSchema('boat', 'details').safeParse({ title: 'Boat' })
    expect(result.success).toBe(false)
    expect(result.error!.issues.map((issue) => issue.path.join('.'))).toContain('harbour')
  })
})

describe('images, documents, preferences', () => {
  it('needs one image and sends slot → media id', () => {
    expect(validateStep('boat', 'images', { images: { 'Full View': null } })).toEqual([
      { path: 'images', message: 'validation.alLeastOneImageRequired' },
    ])
    const values = formValuesOf('boat', 'images', {
      images: { 'Full View': { id: 'm1', url: '/media/a.png', thumbnail_url: null } },
    })
    expect(values.images!['Full View']).toEqual({ id: 'm1', url: '/media/a.png' })
    expect(values.images!.Cockpit).toBeNull()
    expect(stepPayload('boat', 'images', values).images).toMatchObject({ 'Full View': 'm1', Cockpit: null })
  })

  it('sends documents as type/file rows', () => {
    const body = stepPayload('recreational_vehicle', 'documents', {
      documents: { 'Proof of Insurance': { id: 'd1', url: null }, 'Rental Terms': null },
    })
    expect(body.documents).toEqual([{ type: 'Proof of Insurance', file: 'd1' }])
  })

  it('checks cancellation terms and insurance, and sends the chosen amount as text', () => {
    const issues = messages(
      validateStep('recreational_vehicle', 'preferences', {
        is_pets_allowed: 'yes',
        is_smoking_allowed: 'no',
        can_travel_abroad: 'Yes',
        insurance_type: 'partial_cover_insurance',
        partial_cover_amount: '',
        driver_min_age: '30',
        driver_max_age: '25',
        cancellation_terms: [
          { days: '', percent: '-1' },
          { days: '10', percent: '101' },
        ],
      }),
    )
    expect(issues).toEqual({
      'cancellation_terms.0.days': 'validation.daysRequired',
      'cancellation_terms.0.percent': 'validation.percentageCannotBeNegative',
      'cancellation_terms.1.percent': 'validation.maxPercentage',
      partial_cover_amount: 'validation.deductibleRequired',
      driver_max_age: 'validation.maxAgeBelowMin',
    })
    expect(messages(validateStep('boat', 'preferences', { cancellation_terms: [] })).cancellation_terms).toBe(
      'validation.oneTermRequired',
    )
    expect(
      messages(
        validateStep('recreational_vehicle', 'preferences', {
          insurance_type: 'fully_cover_insurance',
          fully_cover_amount: '20,000,000',
        }),
      ).fully_cover_amount,
    ).toBe('validation.insuranceMax')

    const body = stepPayload('recreational_vehicle', 'preferences', {
      is_pets_allowed: 'yes',
      is_smoking_allowed: '',
      insurance_type: 'partial_cover_insurance',
      partial_cover_amount: '1,000',
      third_party_liability_amount: '5',
      cancellation_terms: [{ days: '30', percent: '50' }],
      amenities: ['a1'],
    })
    expect(body).toMatchObject({
      is_pets_allowed: true,
      insurance_type: 'partial_cover_insurance',
      partial_cover_amount: '1,000 EUR',
      third_party_liability_amount: null,
      fully_cover_amount: null,
      cancellation_terms: [{ days: 30, percent: 50 }],
      amenities: ['a1'],
    })
    expect(body).not.toHaveProperty('is_smoking_allowed')
    const back = formValuesOf('recreational_vehicle', 'preferences', {
      is_pets_allowed: true,
      insurance_type: 'partial_cover_insurance',
      partial_cover_amount_in_cents: 100_000,
      cancellation_terms: [{ days: 60, percent: 10 }],
    })
    expect(back).toMatchObject({
      is_pets_allowed: 'yes',
      is_smoking_allowed: '',
      partial_cover_amount: '1000',
      cancellation_terms: [{ days: '60', percent: '10' }],
    })
    expect(insuranceAmountText('1.500 CHF')).toBe('1.500 CHF')
  })
})

describe('rich text', () => {
  it('round-trips paragraphs and line breaks', () => {
    expect(textToHtml('a\nb\n\n c ')).toBe('<p>a<br>b</p><p>c</p>')
    expect(htmlToText('<p>a<br>b</p><p>c &amp; d</p>')).toBe('a\nb\n\nc & d')
    expect(htmlToText(null)).toBe('')
  })
})

describe('season rates', () => {
  it('checks name, rate and campsite guests, and sends cents', () => {
    const issues = messages(
      validateSeasonRate('campsite', { season: '', color: 'red', rate: '0', max_guests_allowed: '13' }),
    )
    expect(issues).toEqual({
      season: 'validation.required',
      rate: 'validation.mustBeGreaterThanZero',
      max_guests_allowed: 'validation.invalidMaxNumber|12',
      extra_adult: 'validation.required',
      extra_child: 'validation.required',
    })
    expect(validateSeasonRate('boat', { season: 'High', color: 'red', rate: '89.5' })).toEqual([])
    expect(seasonRatePayload('boat', { season: ' High ', color: 'red', rate: '89.5' })).toEqual({
      season: 'High',
      color: 'red',
      rate_in_cents: 8950,
      currency: 'EUR',
    })
    expect(
      seasonRatePayload('campsite', {
        season: 'Summer',
        color: 'blue',
        rate: '30',
        max_guests_allowed: '4',
        extra_adult: '5',
        extra_child: '2.5',
      }),
    ).toMatchObject({
      max_guests_allowed: 4,
      extra_charge_per_adult_in_cents: 500,
      extra_charge_per_child_in_cents: 250,
    })
  })
})

describe('drafts', () => {
  it('skip empty-field issues except title, description (and campsite suitability)', () => {
    const issues = validateStep('campsite', 'details', { title: 'Pitch', area_m2: '-5' })
    expect(draftIssues('campsite', issues).map((issue) => issue.path)).toEqual([
      'description',
      'suitability',
      'area_m2',
    ])
    expect(draftPayload({ title: 'x', area_m2: null, amenities: [], is_pets_allowed: false })).toEqual({
      title: 'x',
      is_pets_allowed: false,
    })
  })
})
