import { type Issue, parseNumberInput } from './listing-editor-validation'
import { listingLimits } from './listing-options'
import { defaultCurrency, toMinorUnits } from './money'
import type { ListingKind } from './roles'

/**
 * Season rates added from the listing editor's rates step (spec §3 "Rate", §5 "Season rate"): their
 * checks and the `POST base/{id}/season-rate/` body.
 */

export type SeasonRateValues = {
  season: string
  color: string
  rate: string
  max_guests_allowed?: string
  extra_adult?: string
  extra_child?: string
}

export function validateSeasonRate(kind: ListingKind, values: SeasonRateValues): Issue[] {
  const issues: Issue[] = []
  const name = values.season.trim()
  if (!name) issues.push({ path: 'season', message: 'validation.required' })
  else if (name.length > listingLimits.seasonNameMax)
    issues.push({ path: 'season', message: `validation.maxLength|${listingLimits.seasonNameMax}` })
  const rate = parseNumberInput(values.rate)
  if (rate === null || Number.isNaN(rate) || rate <= 0)
    issues.push({ path: 'rate', message: 'validation.mustBeGreaterThanZero' })
  if (kind === 'campsite') {
    const guests = parseNumberInput(values.max_guests_allowed)
    if (guests === null) issues.push({ path: 'max_guests_allowed', message: 'validation.required' })
    else if (Number.isNaN(guests) || !Number.isInteger(guests) || guests < listingLimits.maxGuestsMin)
      issues.push({ path: 'max_guests_allowed', message: `validation.min|${listingLimits.maxGuestsMin}` })
    else if (guests > listingLimits.maxGuestsMax)
      issues.push({ path: 'max_guests_allowed', message: `validation.invalidMaxNumber|${listingLimits.maxGuestsMax}` })
    for (const key of ['extra_adult', 'extra_child'] as const) {
      const amount = parseNumberInput(values[key])
      if (amount === null) issues.push({ path: key, message: 'validation.required' })
      else if (Number.isNaN(amount) || amount < 0) issues.push({ path: key, message: 'validation.min|0' })
    }
  }
  return issues
}

/** `POST base/{id}/season-rate/` body: amounts typed in major units, sent in cents. */
export function seasonRatePayload(kind: ListingKind, values: SeasonRateValues, currency: string = defaultCurrency) {
  const cents = (value: string | undefined) => toMinorUnits(parseNumberInput(value) ?? 0, currency)
  return {
    season: values.season.trim(),
    color: values.color || 'gray',
    rate_in_cents: cents(values.rate),
    currency,
    ...(kind === 'campsite'
      ? {
          max_guests_allowed: Math.round(parseNumberInput(values.max_guests_allowed) ?? 1),
          extra_charge_per_adult_in_cents: cents(values.extra_adult),
          extra_charge_per_child_in_cents: cents(values.extra_child),
        }
      : {}),
  }
}
