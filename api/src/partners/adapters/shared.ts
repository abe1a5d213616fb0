import { ApiError } from '../../http/errors'
import { PartnerRefusal } from '../client'
import type { PartnerFleetItem, PartnerSlug } from '../types'
import { partnerNames } from '../types'

/** Partner amounts in major units (THL) → our integer minor units. */
export const cents = (major: unknown): number => Math.round(Number(major) * 100)

export const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null)

export const transmissionOf = (value: unknown): PartnerFleetItem['transmission_type'] => {
  const v = String(value ?? '').toLowerCase()
  return v.startsWith('auto') ? 'Automatic' : v.startsWith('man') ? 'Manual' : null
}

export const fuelOf = (value: unknown): PartnerFleetItem['fuel_type'] => {
  const v = String(value ?? '').toLowerCase()
  return v === 'diesel'
    ? 'Diesel'
    : v === 'petrol' || v === 'gasoline'
      ? 'Petrol'
      : v === 'electric'
        ? 'Electric'
        : null
}

export const isoOf = (timestamp: number): string => new Date(timestamp * 1000).toISOString()
export const tsOf = (iso: string): number => Math.floor(Date.parse(iso) / 1000)

/**
 * A partner's refusal in the catalogue's words: sold out and price changed by what the partner
 * said (each adapter names its codes), anything else it refused as partner_refused with its reason.
 */
export function refusalError(
  partner: PartnerSlug,
  error: unknown,
  read: (body: unknown) => { code: string; message: string | null },
  codes: { soldOut: string[]; priceChanged: string[] },
): unknown {
  if (!(error instanceof PartnerRefusal)) return error
  const { code, message } = read(error.body)
  const name = partnerNames[partner]
  if (codes.soldOut.includes(code))
    return new ApiError('partner_sold_out', `${name}: ${message ?? 'not available for these dates'}.`)
  if (codes.priceChanged.includes(code))
    return new ApiError('partner_price_changed', `${name}: ${message ?? 'the price changed'}.`)
  if (error.status === 401 || error.status === 403)
    return new ApiError('partner_unavailable', `${name} refused our credentials; check its API key.`)
  return new ApiError('partner_refused', `${name}: ${message ?? `refused (${error.status})`}.`)
}

/** Runs a call and turns a partner refusal into the catalogue's error. */
export async function translating<T>(promise: Promise<T>, translate: (error: unknown) => unknown): Promise<T> {
  try {
    return await promise
  } catch (error) {
    throw translate(error)
  }
}

/** Cancelling a booking the partner has no record of. */
export function refusalMissing(partner: PartnerSlug, booking_id: string): never {
  throw new ApiError('partner_refused', `${partnerNames[partner]} has no booking ${booking_id}.`)
}
