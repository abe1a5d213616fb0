import type { StepState } from '~/components/ui/step-trail'
import type { ApiAnswer } from '~/lib/api-schema'
import type { PartnerChoices } from '~/lib/partner-booking'

/** The validate answer of a partner (booking §7 "Validation response"), as the API documents it. */
export type PartnerQuote = ApiAnswer<'/reservation/recreational_vehicle/booking/travel/validate/indie/', 'post'>
export type TimeSlot = PartnerQuote['time_slots']['pickup'][number]
export type InsurancePlan = PartnerQuote['insurance_plans'][number]
export type PartnerExtra = PartnerQuote['extra_amenities'][number]
export type DistancePackage = PartnerQuote['distance_packages'][number]

/**
 * The Indie wizard form (booking §3): stations, hand-over times (HH:MM UTC, the partner's slot
 * values), the protection plan and distance package by code, and the extras by code with quantity.
 */
export type IndieChoices = {
  pickup_location_code: string | null
  dropoff_location_code: string | null
  checkin_time: string | null
  checkout_time: string | null
  insurance: string | null
  distance_package: string | null
  extras: Record<string, number>
}

export const emptyIndieChoices: IndieChoices = {
  pickup_location_code: null,
  dropoff_location_code: null,
  checkin_time: null,
  checkout_time: null,
  insurance: null,
  distance_package: null,
  extras: {},
}

const choiceFields = [
  'pickup_location_code',
  'dropoff_location_code',
  'checkin_time',
  'checkout_time',
  'insurance',
  'distance_package',
] as const

/** The wizard form from the URL's partner choices and extras (existing values restore, booking §4). */
export function indieChoicesOf(choices: PartnerChoices, extras: Record<string, number> = {}): IndieChoices {
  const form: IndieChoices = { ...emptyIndieChoices, extras: { ...extras } }
  for (const field of choiceFields) form[field] = choices[field] ?? null
  return form
}

/** The wizard form as the site's partner choices (the booking page's query, the validate payload). */
export function partnerChoicesOf(form: IndieChoices, identifier: string | null): PartnerChoices {
  const choices: PartnerChoices = identifier ? { identifier } : {}
  for (const field of choiceFields) {
    const value = form[field]
    if (value) choices[field] = value
  }
  return choices
}

/** The Indie wizard's five steps, in order (booking §2). */
export const indieSteps = ['pickup', 'dropoff', 'protection', 'extras', 'distance'] as const
export type IndieStep = (typeof indieSteps)[number]

export function stepStateOf(step: IndieStep, active: IndieStep | null, completed: readonly IndieStep[]): StepState {
  if (step === active) return 'active'
  return completed.includes(step) ? 'completed' : 'pending'
}

/** The step after `step`, or null after the last (Complete). */
export function nextStep(step: IndieStep): IndieStep | null {
  return indieSteps[indieSteps.indexOf(step) + 1] ?? null
}

export function previousStep(step: IndieStep): IndieStep | null {
  const index = indieSteps.indexOf(step)
  return index > 0 ? indieSteps[index - 1]! : null
}

/** Booking §5 "Wizards": Next needs a pick-up time on step 1, a drop-off time on 2, a plan on 3. */
export function canAdvance(step: IndieStep, choices: IndieChoices): boolean {
  if (step === 'pickup') return choices.checkin_time !== null
  if (step === 'dropoff') return choices.checkout_time !== null
  if (step === 'protection') return choices.insurance !== null
  return true
}

/** Only zero-price time slots can be chosen (booking §5); the others are shown with their label and price. */
export const isSelectableSlot = (slot: TimeSlot): boolean => slot.price_in_cents === 0

/**
 * The cheapest zero-price slot (booking §4 defaults): the earliest free one, so the traveler gets
 * the most of the day. A slot already chosen and still free is kept (existing values restore).
 */
export function defaultSlot(slots: readonly TimeSlot[], current: string | null): string | null {
  const free = slots.filter(isSelectableSlot)
  if (current && free.some((slot) => slot.value === current)) return current
  return free[0]?.value ?? null
}

/** The zero-price item of a list (plan, distance package), keeping a current choice that still exists. */
export function defaultByPrice<T extends { code: string; price_in_cents: number }>(
  items: readonly T[],
  current: string | null,
): string | null {
  if (current && items.some((item) => item.code === current)) return current
  const cheapest = [...items].sort((a, b) => a.price_in_cents - b.price_in_cents)[0]
  return cheapest && cheapest.price_in_cents === 0 ? cheapest.code : null
}

/** Booking §4: defaults preselected once the partner's catalogue is known; existing choices restore. */
export function withDefaults(choices: IndieChoices, quote: PartnerQuote): IndieChoices {
  const pickupCodes = quote.location_codes.pickup
  const dropoffCodes = quote.location_codes.dropoff
  const pickup =
    choices.pickup_location_code && pickupCodes.includes(choices.pickup_location_code)
      ? choices.pickup_location_code
      : (pickupCodes[0] ?? choices.pickup_location_code)
  const dropoff =
    choices.dropoff_location_code && dropoffCodes.includes(choices.dropoff_location_code)
      ? choices.dropoff_location_code
      : dropoffCodes.includes(pickup ?? '')
        ? pickup
        : (dropoffCodes[0] ?? pickup)
  return {
    pickup_location_code: pickup,
    dropoff_location_code: dropoff,
    checkin_time: defaultSlot(quote.time_slots.pickup, choices.checkin_time),
    checkout_time: defaultSlot(quote.time_slots.dropoff, choices.checkout_time),
    insurance: defaultByPrice(quote.insurance_plans, choices.insurance),
    distance_package: defaultByPrice(quote.distance_packages, choices.distance_package),
    extras: Object.fromEntries(
      Object.entries(choices.extras).filter(([code, quantity]) =>
        quote.extra_amenities.some((extra) => extra.code === code && quantity > 0),
      ),
    ),
  }
}

/** Booking §5: the generic "gas bottle at drop-off" item is never offered. */
const hiddenExtra = /gas[\s_-]*bottle/i
export const visibleExtras = (extras: readonly PartnerExtra[]): PartnerExtra[] =>
  extras.filter((extra) => !extra.mandatory && !hiddenExtra.test(extra.code) && !hiddenExtra.test(extra.name))

/** Items the partner adds to every rental (shown as included, not chosen). */
export const includedExtras = (extras: readonly PartnerExtra[]): PartnerExtra[] =>
  extras.filter((extra) => extra.mandatory && !hiddenExtra.test(extra.code) && !hiddenExtra.test(extra.name))

/** The most of an item a traveler may take (booking §5: the partner's maximum; `isSelectable: No` is 1). */
export const maxQuantityOf = (extra: PartnerExtra & { isSelectable?: 'Yes' | 'No' }): number =>
  extra.isSelectable === 'No' ? Math.min(1, Math.max(0, extra.max_quantity)) : Math.max(0, extra.max_quantity)

/** Booking §5: a quantity never goes below zero nor above the item's maximum; zero drops the item. */
export function setExtraQuantity(
  extras: IndieChoices['extras'],
  extra: PartnerExtra & { isSelectable?: 'Yes' | 'No' },
  quantity: number,
): IndieChoices['extras'] {
  const clamped = Math.min(maxQuantityOf(extra), Math.max(0, Math.trunc(quantity)))
  const next = { ...extras }
  if (clamped === 0) delete next[extra.code]
  else next[extra.code] = clamped
  return next
}
