import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { encodePng, pdfDocument } from '../../integration/support/documents'
import { linkPath, logIn, screens, strongPassword, uniqueEmail, waitForMail } from './accounts'

/**
 * Lessor journeys through the real site: sign-up with e-mail confirmation, the company profile
 * (which opens the payout merchant the publish check needs) and the listing editor wizard for each
 * kind. Shared by lessor-wizard.spec.ts and the listing-management journeys.
 */

export type LessorKind = 'recreational_vehicle' | 'campsite' | 'boat'

const roleParam: Record<LessorKind, string> = {
  recreational_vehicle: 'rv_lessor',
  campsite: 'campsite_lessor',
  boat: 'boat_lessor',
}
/** The lessor's own listings page and the segment of the new-listing route. */
export const lessorSegment: Record<LessorKind, 'campervans' | 'campsites' | 'boats'> = {
  recreational_vehicle: 'campervans',
  campsite: 'campsites',
  boat: 'boats',
}

export type Lessor = { email: string; password: string; kind: LessorKind; company: string }

const offset = Number(process.env.E2E_PORT_OFFSET ?? 0)
export const e2eDatabase = path.resolve(process.cwd(), 'data', offset ? `e2e-${offset}` : 'e2e', 'driftway.db')

/**
 * RV lessors publish within a paid plan (accounts §1); plans are bought in the billing area, which
 * the e2e stack has no payment provider for. The test stands in for the provider's webhook and
 * writes the active subscription the webhook would, straight into the e2e database.
 */
function grantSubscription(email: string, planName = 'Basic') {
  const db = new DatabaseSync(e2eDatabase)
  try {
    db.exec('PRAGMA busy_timeout = 5000')
    const user = db.prepare('SELECT id FROM users WHERE lower(email) = lower(?)').get(email) as
      | { id: string }
      | undefined
    const plan = (db.prepare('SELECT id FROM plans WHERE name = ?').get(planName) ??
      db.prepare('SELECT id FROM plans ORDER BY listing_number DESC LIMIT 1').get()) as { id: string } | undefined
    if (!user || !plan) throw new Error(`no user ${email} or plan ${planName} in ${e2eDatabase}`)
    const now = new Date().toISOString()
    db.prepare(
      `INSERT INTO subscriptions (id, user_id, plan_id, status, is_cancelled, current_term_end_ts, provider_subscription_id, updated_at, created_at)
       VALUES (?, ?, ?, 'active', 0, ?, ?, ?, ?)`,
    ).run(
      randomUUID(),
      user.id,
      plan.id,
      Math.floor(Date.now() / 1000) + 30 * 86_400,
      `sub_e2e_${Date.now()}`,
      now,
      now,
    )
  } finally {
    db.close()
  }
}

/**
 * Fills the open lessor sign-up form (`/signup/lessor?role=…`; `currency` for campsite lessors),
 * sends it and follows the mailed confirmation link. The password is `strongPassword`.
 */
export async function submitLessorSignUp(
  page: Page,
  request: APIRequestContext,
  { company, email, currency }: { company: string; email: string; currency?: string },
) {
  await page.getByLabel('Company name').fill(company)
  if (currency) await page.getByLabel('Currency').selectOption(currency)
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await page.getByLabel('Confirm e-mail').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(strongPassword)
  await page.getByLabel('Confirm password').fill(strongPassword)
  await page.getByTestId('terms').check()
  await page.getByRole('button', { name: 'Create lessor account' }).click()
  await expect(page.getByTestId('check-inbox')).toContainText(email)

  const mail = await waitForMail(request, email, /Confirm your e-mail address/)
  await page.goto(linkPath(mail, '/confirm-email/'))
  await expect(page.getByTestId('email-confirmed')).toBeVisible()
}

/**
 * A new lessor of `kind` made through the UI: lessor sign-up, the mailed confirmation link, log in,
 * and the company profile (Germany, GmbH), which opens the payout merchant. RV lessors also get a
 * plan (see grantSubscription). Ends signed in on the lessor's listings page.
 */
export async function signUpLessorWithPayout(
  page: Page,
  request: APIRequestContext,
  kind: LessorKind,
  options: { company?: string; plan?: boolean } = {},
): Promise<Lessor> {
  const email = uniqueEmail(`wizard-${kind.split('_')[0]}`)
  const company =
    options.company ??
    { recreational_vehicle: 'Vanlife Verleih GmbH', campsite: 'Seecamping GmbH', boat: 'Havelboote GmbH' }[kind]
  await page.goto(`/signup/lessor?role=${roleParam[kind]}`)
  await submitLessorSignUp(page, request, { company, email })
  await logIn(page, email, strongPassword)
  await expect(page).toHaveURL(/\/complete-profile$/)
  const form = page.getByTestId('company-form')
  await form.getByLabel('Country').selectOption('DE')
  await form.getByTestId('legal-type').selectOption('GMBH')
  await form.getByLabel('Phone').fill('+49 30 1234567')
  await form.getByLabel('Street and house number').fill('Seestraße 12')
  await form.getByLabel('Postal code').fill('10115')
  await form.getByLabel('City').fill('Berlin')
  await form.getByTestId('terms').check()
  await form.getByRole('button', { name: 'Complete profile' }).click()
  await expect(page).toHaveURL(new RegExp(`/lessor/${lessorSegment[kind]}$`))
  if (kind === 'recreational_vehicle' && options.plan !== false) grantSubscription(email)
  return { email, password: strongPassword, kind, company }
}

export type WizardListing = {
  title: string
  description: string
  /** Address typed into the search; the first suggestion is picked. */
  address: string
  /** Photos to upload into the first slots (at least 1). */
  images: number
  /** Base price in major units. */
  price: string
  /** Publish at the end (else "Save as draft" on the last step). */
  publish: boolean
  /** Take screenshots of every step under this prefix. */
  screenshots?: string
}

export const defaultListing: Record<LessorKind, WizardListing> = {
  recreational_vehicle: {
    title: 'VW California Ocean with pop-up roof',
    description: 'Compact camper for two to four.\n\nFully equipped kitchen, heating and a pop-up roof bed.',
    address: 'Berlin',
    images: 5,
    price: '89',
    publish: true,
  },
  campsite: {
    title: 'Lakeside pitches at Seecamping',
    description: 'Shady pitches right by the lake, with a small beach and a bakery on site.',
    address: 'Potsdam',
    images: 2,
    price: '32.50',
    publish: true,
  },
  boat: {
    title: 'Linssen houseboat on the Havel',
    description: 'Steer it yourself without a licence: six berths, two cabins and a sun deck.',
    address: 'Brandenburg an der Havel',
    images: 2,
    price: '189',
    publish: true,
  },
}

const imageSlots: Record<LessorKind, string[]> = {
  recreational_vehicle: ['Front View', 'Rear View', "Driver's Compartment", 'Kitchen', 'Bathroom/Toilets', 'Berth'],
  campsite: ['Main', 'Spots', 'Surroundings', 'Situation'],
  boat: ['Full View', 'Side View', 'Cockpit', 'Deck Space'],
}

const field = (page: Page, name: string) => page.getByTestId(`field-${name}`)
const chip = (page: Page, name: string) => field(page, name).locator('label').first()
const yes = (page: Page, name: string, answer: 'Yes' | 'No' = 'Yes') =>
  field(page, name).getByText(answer, { exact: true }).click()

async function atStep(page: Page, step: string) {
  await expect(page.getByTestId('wizard-form')).toHaveAttribute('data-step', step)
}

async function saveAndNext(page: Page, nextStep: string) {
  await page.getByTestId('save-next').click()
  await atStep(page, nextStep)
}

/**
 * Screenshots of a wizard page: a full-page capture would paint the sticky action bar mid-page, so it sits at its end.
 * The bar is moved through the CSSOM: the site's CSP blocks injected <style> tags, and it should.
 */
export async function wizardScreens(page: Page, name: string) {
  const actions = page.getByTestId('wizard-actions')
  await actions.evaluate((element) => (element as HTMLElement).style.setProperty('position', 'static', 'important'))
  await screens(page, name)
  await actions.evaluate((element) => (element as HTMLElement).style.removeProperty('position'))
}

async function shot(page: Page, data: WizardListing, step: string) {
  if (data.screenshots) await wizardScreens(page, `${data.screenshots}-${step}`)
}

/** The id in /lessor/listings/{id}/edit/… */
function listingIdFromUrl(url: string): string {
  const match = /\/lessor\/listings\/([^/]+)\/edit/.exec(url)
  expect(match, `listing id in ${url}`).toBeTruthy()
  return decodeURIComponent(match![1]!)
}

const palette: [number, number, number][][] = [
  [
    [36, 86, 77],
    [214, 190, 140],
  ],
  [
    [46, 92, 138],
    [236, 214, 170],
  ],
  [
    [120, 72, 48],
    [232, 200, 160],
  ],
  [
    [58, 110, 70],
    [200, 226, 190],
  ],
  [
    [92, 64, 120],
    [230, 200, 220],
  ],
  [
    [30, 60, 90],
    [150, 200, 230],
  ],
]

/** A 320×240 PNG photo stand-in: a diagonal two-colour gradient, different for every index. */
function photoFile(index: number, name = `photo-${index + 1}.png`) {
  const [from, to] = palette[index % palette.length] as [[number, number, number], [number, number, number]]
  const width = 320
  const height = 240
  const buffer = encodePng(width, height, (x, y) => {
    const mix = (x / width + y / height) / 2
    return from.map((start, c) => Math.round(start + (to[c]! - start) * mix))
  })
  return { name, mimeType: 'image/png', buffer }
}

/** A one-page PDF document (the registration certificate). */
function pdfFile(name = 'registration.pdf') {
  return { name, mimeType: 'application/pdf', buffer: pdfDocument() }
}

/**
 * Creates a listing of `kind` through every wizard step as the signed-in lessor: details with the
 * address search, photos, prices (and a season rate for campervans), calendar rules, preferences
 * (insurance and cancellation terms), documents for campervans, then publish or save as draft.
 * Returns the listing id; ends on the lessor's listings page.
 */
export async function createListingThroughWizard(
  page: Page,
  kind: LessorKind,
  overrides: Partial<WizardListing> = {},
): Promise<string> {
  const data = { ...defaultListing[kind], ...overrides }
  await page.goto(`/lessor/${lessorSegment[kind]}/new`)
  await atStep(page, 'details')

  // Details.
  if (kind === 'recreational_vehicle') {
    await field(page, 'rv_type').selectOption('Campervan')
    await field(page, 'brand').fill('Volkswagen')
    await field(page, 'model').fill('California Ocean')
    await field(page, 'registration_timestamp').fill('2021')
    await field(page, 'registration_country_iso2').selectOption('DE')
    await field(page, 'length').fill('490')
    await field(page, 'width').fill('190')
    await field(page, 'height').fill('199')
    await field(page, 'seats_num').selectOption('4')
    await field(page, 'sleeps').selectOption('4')
    await field(page, 'fresh_water_capacity').fill('30')
    await field(page, 'waste_water_capacity').fill('20')
    await field(page, 'transmission_type').selectOption('Automatic')
    await field(page, 'fuel_type').selectOption('Diesel')
    await field(page, 'location_context').fill('Car park behind the main station')
  } else if (kind === 'campsite') {
    await chip(page, 'suitability').click()
    await field(page, 'suitability').getByText('Campervan', { exact: true }).click()
    await field(page, 'area_m2').fill('100')
    await field(page, 'pitches_num').fill('12')
    await field(page, 'people_per_pitch').fill('4')
  } else {
    await field(page, 'boat_type').selectOption('Houseboat')
    await field(page, 'brand').fill('Linssen')
    await field(page, 'model').fill('Grand Sturdy 35')
    await field(page, 'construction_timestamp').fill('2015')
    await field(page, 'renovated').fill('2022')
    await field(page, 'harbour').fill('Marina Havelblick')
    await field(page, 'length').fill('10.7')
    await field(page, 'width').fill('3.4')
    await field(page, 'draft').fill('1')
    await field(page, 'motor_horse_power').fill('75')
    await field(page, 'tender_horse_power').fill('0')
    await field(page, 'fuel_type').selectOption('Diesel')
    await field(page, 'speed').fill('8')
    await field(page, 'onboard_capacity').selectOption('6')
    await field(page, 'cabins_number').fill('2')
    await field(page, 'berths_number').selectOption('6')
    await field(page, 'bedrooms_number').fill('2')
  }
  await field(page, 'title').fill(data.title)
  await field(page, 'description').fill(data.description)
  await page.getByTestId('address-search').fill(data.address)
  await page.getByTestId('address-suggestion').first().click()
  await expect(field(page, 'latitude')).not.toHaveValue('')
  if (kind === 'boat') await expect(field(page, 'city')).not.toHaveValue('')
  await field(page, 'checkin_checkout_time_info').fill('Pick-up from 14:00, return by 11:00.')
  await shot(page, data, 'details')
  await page.getByTestId('save-next').click()
  await atStep(page, 'images')
  const id = listingIdFromUrl(page.url())

  // Photos.
  for (const [index, slot] of imageSlots[kind].slice(0, Math.max(1, data.images)).entries()) {
    await page.getByTestId(`slot-input-${slot}`).setInputFiles(photoFile(index))
    await expect(page.locator(`[data-testid="media-slot"][data-slot="${slot}"]`)).toHaveAttribute('data-filled', 'true')
  }
  await shot(page, data, 'images')
  await saveAndNext(page, 'rates')

  // Prices.
  await field(page, 'default_rate_in_cents').fill(data.price)
  await field(page, 'default_min_rent_days').fill('2')
  await field(page, 'cleaning_fee_in_cents').fill('45')
  await field(page, 'longer_hire_discount').fill('10')
  await field(page, 'deposit_amount').fill('1000')
  await field(page, 'deposit_payment_methods').getByText('Credit card', { exact: true }).click()
  if (kind === 'campsite') {
    await field(page, 'default_extra_charge_per_adult_in_cents').fill('8')
    await field(page, 'default_extra_charge_per_child_in_cents').fill('4')
  }
  if (kind === 'recreational_vehicle') {
    await field(page, 'km_limit_per_day').fill('250')
    await field(page, 'price_per_extra_km').fill('0.35')
    const rates = page.getByTestId('season-rate-form')
    // The season name holds at most 50 characters (spec §9), like the management page's.
    await rates.getByLabel('Season name').pressSequentially('S'.repeat(55))
    await expect(rates.getByLabel('Season name')).toHaveValue('S'.repeat(50))
    await rates.getByLabel('Season name').fill('High season')
    await rates.getByLabel('Price per day').fill('129')
    await rates.getByLabel('Colour').selectOption('red')
    await page.getByTestId('season-rate-add').click()
    await expect(page.getByTestId('season-rate')).toHaveCount(1)
  }
  // Extras are kept on the management page; the step links to its tab.
  const extras = page.getByTestId('group-extras')
  await expect(extras).toContainText('0 extras')
  await expect(extras.getByRole('link', { name: 'Manage extras' })).toHaveAttribute(
    'href',
    /\/lessor\/listings\/[^/]+\/manage\?tab=extras$/,
  )
  await shot(page, data, 'rates')
  await saveAndNext(page, 'calendar')

  // Calendar rules.
  await field(page, 'advance_reserve_time').selectOption('1_year')
  await field(page, 'booking_deadline_before_departure').selectOption('1_day')
  await field(page, 'is_instant_booking_allowed').check()
  await shot(page, data, 'calendar')
  await saveAndNext(page, 'preferences')

  // Preferences.
  await yes(page, 'is_pets_allowed')
  await yes(page, 'is_smoking_allowed', 'No')
  if (kind === 'campsite') {
    await chip(page, 'amenities').click()
    await chip(page, 'location_situations').click()
    await chip(page, 'activities').click()
  } else if (await field(page, 'amenities').locator('label').count()) {
    await chip(page, 'amenities').click()
  }
  if (kind === 'recreational_vehicle') {
    await field(page, 'driver_min_age').fill('21')
    await field(page, 'can_travel_abroad').selectOption('Yes')
    await page.getByTestId('insurance').getByText('Partial cover', { exact: true }).click()
    await field(page, 'partial_cover_amount').fill('1,000')
  }
  if (kind === 'boat') {
    await yes(page, 'boat_license_requirement', 'No')
    await field(page, 'deductible_insurance').fill('1,500 EUR deductible per damage')
  }
  // The default cancellation table comes prefilled.
  await expect(page.getByTestId('cancellation-term')).not.toHaveCount(0)
  await shot(page, data, 'preferences')

  if (kind === 'recreational_vehicle') {
    await saveAndNext(page, 'documents')
    await page.getByTestId('slot-input-Registration Certificate').setInputFiles(pdfFile())
    await expect(page.locator('[data-testid="media-slot"][data-slot="Registration Certificate"]')).toHaveAttribute(
      'data-filled',
      'true',
    )
    await shot(page, data, 'documents')
  }

  if (data.publish) {
    await page.getByTestId('save-publish').click()
    await expect(page).toHaveURL(new RegExp(`/lessor/${lessorSegment[kind]}\\?published=`))
  } else {
    await page.getByTestId('save-draft').click()
    await expect(page).toHaveURL(new RegExp(`/lessor/${lessorSegment[kind]}\\?saved=`))
  }
  return id
}
