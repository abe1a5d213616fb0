import { isPaymentMethodFor } from '@driftway/domain/booking-form'
import type { ListingKind } from '@driftway/domain/roles'
import { data, redirect } from 'react-router'
import type { Auth } from '~/lib/auth.server'
import { badRequest, failure, readSubmission } from '~/lib/auth.server'
import { serverEnv } from '~/lib/env.server'
import { isHostedPaymentPage } from '~/lib/payment-redirect'
import type { BookingPage, BookingRow } from '../booking/booking-types'
import { type ArchivedStatus, type BookingTab, listQuery } from './booking-tabs'

export type BookingSide = 'travel' | 'lease'

export async function loadBookings(
  auth: Auth,
  side: BookingSide,
  kind: ListingKind,
  tab: BookingTab,
  status: ArchivedStatus | null,
  reference: string | null = null,
): Promise<{ ok: true; rows: BookingRow[]; count: number } | { ok: false }> {
  const query = listQuery(tab, status, reference)
  const response = await auth.api<BookingPage>(`/reservation/${kind}/booking/${side}/?${query}`)
  if (!response.ok) return { ok: false }
  const rows = Array.isArray(response.data) ? (response.data as BookingRow[]) : response.data.results
  return { ok: true, rows, count: Array.isArray(response.data) ? rows.length : response.data.count }
}

/** Each side's actions and the §7 call that does it. */
const actionPaths = {
  lease: { accept: 'booking/lease/accept', reject: 'booking/lease/reject', cancel: 'booking/lease/cancel' },
  travel: { abandon: 'booking/travel/revoke', traveler_cancel: 'booking/travel/cancel' },
} as const

/**
 * A booking action posted from either list: the status changes through the API (which checks the
 * actor and the status), "pay" goes on to the hosted payment page.
 */
export async function bookingAction(auth: Auth, side: BookingSide, kind: ListingKind, request: Request) {
  const body = await readSubmission(request)
  const intent = typeof body.intent === 'string' ? body.intent : ''
  const id = typeof body.id === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(body.id) ? body.id : null
  if (!id) return badRequest('validation_error')
  if (side === 'travel' && intent === 'pay') {
    const method = typeof body.payment_method === 'string' ? body.payment_method : ''
    const currency = typeof body.currency === 'string' ? body.currency : 'EUR'
    if (!isPaymentMethodFor(currency, method)) return badRequest('validation_error')
    const started = await auth.api<{ redirect_url: string }>(`/reservation/${kind}/booking/travel/payment/`, {
      method: 'POST',
      json: { booking_request: id, payment_method: method },
    })
    if (!started.ok) return failure(started)
    if (!isHostedPaymentPage(started.data.redirect_url, serverEnv().publicApiUrl))
      return badRequest('payment_unavailable')
    return redirect(started.data.redirect_url)
  }
  const paths = actionPaths[side] as Record<string, string>
  const path = paths[intent]
  if (!path) return badRequest('validation_error')
  const response = await auth.api<BookingRow>(`/reservation/${kind}/${path}/${encodeURIComponent(id)}/`, {
    method: 'PATCH',
  })
  if (!response.ok) return failure(response)
  return data({ ok: true as const, intent })
}
