import { isPaymentMethodFor, paymentMethodsFor } from '@driftway/domain/booking-form'
import type { BookingPaymentMethod } from '@driftway/domain/booking-status'
import { formatMoney } from '@driftway/domain/money'
import { isTravelerRole, listingKinds } from '@driftway/domain/roles'
import { useState } from 'react'
import { data, Link, redirect, useActionData, useFetcher } from 'react-router'
import { EmptyState } from '~/components/accounts/empty-state'
import { AccountPageHeader } from '~/components/accounts/page-header'
import { PaymentMethodChoice } from '~/components/booking/payment-method-choice'
import { RequestSummary, useDayRange } from '~/components/rental/request-summary'
import { Badge, Button, ButtonLink, Dialog } from '~/components/ui'
import { CalendarCheck, CreditCard, Inbox, MapPin, Plus, Trash2 } from '~/components/ui/icons'
import { fixedT } from '~/i18n/instance'
import { useTranslation } from '~/i18n/use-translation'
import { homeFor } from '~/lib/accounts'
import { badRequest, failure, readSubmission, requireUser, text } from '~/lib/auth.server'
import { cn } from '~/lib/cn'
import { serverEnv } from '~/lib/env.server'
import { postJson, useActionFeedback, usePostPending } from '~/lib/forms'
import { rentalUnitContext } from '~/lib/listings'
import { pageMeta } from '~/lib/meta'
import { isHostedPaymentPage } from '~/lib/payment-redirect'
import {
  type BookedOffer,
  kindParam,
  newRentalRequestPath,
  type RentalOffer,
  rentalRequestsPath,
  type TravelerRequest,
} from '~/lib/rental'
import { languageFromMatches } from '~/lib/root-data'
import type { Route } from './+types/requests'

/** The traveler's rental requests of a kind with the offers lessors made (booking spec §2). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { auth, user } = await requireUser(context, url)
  if (!isTravelerRole(user.role)) throw redirect(homeFor(user))
  const kind = kindParam(url)
  const answer = await auth.api<{ results: TravelerRequest[] }>(`/reservation/${kind}/rental/travel/`)
  if (!answer.ok) throw data(null, { status: 503 })
  return { kind, requests: answer.data.results }
}

const idPattern = /^[A-Za-z0-9_-]{1,100}$/

/**
 * "Book this offer": the booking at the offer's price (awaiting payment), then straight on to the
 * payment page of the booking flow. "Withdraw": the request and its offers go.
 */
export async function action({ context, url, request }: Route.ActionArgs) {
  const { auth } = await requireUser(context, url)
  const kind = kindParam(url)
  const body = await readSubmission(request)
  const id = text(body.id)
  if (!idPattern.test(id)) return badRequest('validation_error')
  if (body.intent === 'withdraw') {
    const removed = await auth.api<unknown>(`/reservation/${kind}/rental/travel/${id}/`, { method: 'DELETE' })
    if (!removed.ok) return failure(removed)
    return data({ ok: true as const, intent: 'withdraw' })
  }
  if (body.intent !== 'book') return badRequest('validation_error')
  const method = text(body.payment_method)
  const currency = text(body.currency) || 'EUR'
  if (!isPaymentMethodFor(currency, method)) return badRequest('validation_error')
  const booked = await auth.api<BookedOffer>(`/reservation/${kind}/rental/offer/${id}/book/`, { method: 'POST' })
  if (!booked.ok) return failure(booked)
  const started = await auth.api<{ redirect_url: string }>(`/reservation/${kind}/booking/travel/payment/`, {
    method: 'POST',
    json: { booking_request: booked.data.id, payment_method: method },
  })
  // The booking stands either way: when the payment page cannot open now, it is paid from My bookings.
  if (!started.ok || !isHostedPaymentPage(started.data.redirect_url, serverEnv().publicApiUrl)) {
    throw redirect('/my-bookings?tab=payment')
  }
  throw redirect(started.data.redirect_url)
}

export function meta({ matches }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  return [...pageMeta(lng, { title: fixedT(lng)('rental:meta.requests') }), { name: 'robots', content: 'noindex' }]
}

function OfferRow({
  offer,
  open,
  onBook,
}: {
  offer: RentalOffer
  open: boolean
  onBook: (offer: RentalOffer) => void
}) {
  const { t, i18n } = useTranslation('rental')
  const range = useDayRange()
  const money = (cents: number) => formatMoney(cents, offer.currency, i18n.language)
  return (
    <li
      className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-3 sm:flex-row sm:items-center sm:p-4"
      data-testid="rental-offer"
      data-offer-id={offer.id}
    >
      <div className="flex min-w-0 flex-1 items-center gap-3.5">
        {offer.listing.image ? (
          <img
            src={offer.listing.image}
            alt=""
            className="size-16 shrink-0 rounded-lg object-cover ring-1 ring-line sm:size-20"
            loading="lazy"
          />
        ) : (
          <span className="inline-flex size-16 shrink-0 items-center justify-center rounded-lg bg-forest-50 text-primary ring-1 ring-line sm:size-20">
            <MapPin className="size-6" aria-hidden />
          </span>
        )}
        <div className="min-w-0">
          <p className="truncate font-semibold text-ink" data-testid="rental-offer-title">
            {offer.listing.title}
          </p>
          <p className="truncate text-sm text-ink-muted">
            {[offer.listing.city, offer.lessor.company_name ?? offer.lessor.first_name].filter(Boolean).join(' · ')}
          </p>
          <p className="mt-1 text-sm text-ink-muted">{range(offer.pickup_timestamp, offer.return_timestamp)}</p>
        </div>
      </div>
      <div className="flex items-center justify-between gap-4 border-t border-line pt-3 sm:border-0 sm:pt-0">
        <div className="text-left sm:text-right">
          <p className="text-lg font-bold text-ink tabular-nums" data-testid="rental-offer-total">
            {money(offer.total_price_in_cents)}
          </p>
          <p className="text-sm text-ink-muted tabular-nums">
            {t('offers.rateTimes', {
              price: money(offer.price_in_cents),
              count: offer.nights,
              context: rentalUnitContext(offer.listing.kind),
            })}
          </p>
        </div>
        {offer.status === 'ACCEPTED' ? (
          <Badge tone="success" icon={<CalendarCheck />}>
            {t('offers.booked')}
          </Badge>
        ) : open ? (
          <Button size="sm" onClick={() => onBook(offer)} data-testid="rental-book-offer">
            {t('offers.book')}
          </Button>
        ) : null}
      </div>
    </li>
  )
}

export default function RentalRequests({ loaderData }: Route.ComponentProps) {
  const { kind, requests } = loaderData
  const { t, i18n } = useTranslation('rental')
  const result = useActionData<typeof action>()
  const fetcher = useFetcher<typeof action>()
  const [booking, setBooking] = useState<RentalOffer | null>(null)
  const [withdrawing, setWithdrawing] = useState<TravelerRequest | null>(null)
  // A request still open to offers is withdrawn; a booked or expired one is only cleared from the list.
  const withdrawModal = withdrawing && withdrawing.status !== 'PENDING' ? 'removeModal' : 'withdrawModal'
  const methods = paymentMethodsFor(booking?.currency ?? 'EUR')
  const [method, setMethod] = useState<BookingPaymentMethod>(methods[0]!)
  const busy = usePostPending()
  useActionFeedback(result ?? fetcher.data, null, {
    kind,
    onSuccess: () => setWithdrawing(null),
    onFailure: () => {
      setBooking(null)
      return false
    },
  })
  const send = (json: Record<string, string>) => fetcher.submit(json, { ...postJson, action: rentalRequestsPath(kind) })

  return (
    <>
      <AccountPageHeader
        eyebrow={t('requests.eyebrow')}
        title={t('requests.title')}
        lead={t('requests.lead')}
        actions={
          <ButtonLink to={newRentalRequestPath(kind)} icon={<Plus className="size-4" />} data-testid="rental-new">
            {t('requests.new')}
          </ButtonLink>
        }
      >
        <nav className="-mb-px flex gap-1 overflow-x-auto" aria-label={t('form.kind')}>
          {listingKinds.map((value) => (
            <Link
              key={value}
              to={rentalRequestsPath(value)}
              aria-current={value === kind ? 'page' : undefined}
              className={cn(
                'border-b-2 px-3.5 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors',
                value === kind ? 'border-primary text-forest-900' : 'border-transparent text-ink-muted hover:text-ink',
              )}
            >
              {t(`kinds.${value}`)}
            </Link>
          ))}
        </nav>
      </AccountPageHeader>
      <div className="container-page py-8 lg:py-10">
        {requests.length === 0 ? (
          <EmptyState
            icon={<Inbox />}
            title={t('requests.emptyTitle')}
            text={t('requests.emptyText')}
            actions={
              <ButtonLink to={newRentalRequestPath(kind)} icon={<Plus className="size-4" />}>
                {t('requests.new')}
              </ButtonLink>
            }
            testId="rental-requests-empty"
          />
        ) : (
          <ul className="flex flex-col gap-6" data-testid="rental-requests">
            {requests.map((request) => (
              <li
                key={request.id}
                className="rounded-2xl border border-line bg-surface p-5 shadow-xs sm:p-6"
                data-testid="rental-request"
                data-request-id={request.id}
              >
                <RequestSummary request={request} />
                <div className="mt-5 border-t border-line pt-5">
                  <h3 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
                    {t('offers.title', { count: request.offers.length })}
                  </h3>
                  {request.offers.length === 0 ? (
                    <p className="mt-2 text-[0.9375rem] text-ink-muted">
                      {request.status === 'EXPIRED' ? t('offers.noneExpired') : t('offers.none')}
                    </p>
                  ) : (
                    <ul className="mt-3 flex flex-col gap-3">
                      {request.offers.map((offer) => (
                        <OfferRow
                          key={offer.id}
                          offer={offer}
                          open={request.status === 'PENDING' && offer.status === 'PENDING'}
                          onBook={(chosen) => {
                            setMethod(paymentMethodsFor(chosen.currency)[0]!)
                            setBooking(chosen)
                          }}
                        />
                      ))}
                    </ul>
                  )}
                </div>
                <div className="mt-4 flex flex-wrap justify-end gap-2">
                  {request.status === 'CLOSED' && (
                    <ButtonLink to="/my-bookings?tab=payment" variant="secondary" size="sm">
                      {t('requests.toBookings')}
                    </ButtonLink>
                  )}
                  <Button
                    variant="ghost"
                    size="sm"
                    icon={<Trash2 className="size-4" />}
                    onClick={() => setWithdrawing(request)}
                    data-testid="rental-withdraw"
                  >
                    {request.status === 'PENDING' ? t('requests.withdraw') : t('requests.remove')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>

      <Dialog
        open={Boolean(booking)}
        onClose={() => setBooking(null)}
        icon={<CreditCard />}
        title={t('bookModal.title')}
        description={t('bookModal.text')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setBooking(null)}>
              {t('bookModal.cancel')}
            </Button>
            <Button
              loading={busy || fetcher.state !== 'idle'}
              onClick={() =>
                booking &&
                fetcher.submit(
                  { intent: 'book', id: booking.id, payment_method: method, currency: booking.currency },
                  { ...postJson, action: rentalRequestsPath(kind) },
                )
              }
              data-testid="rental-confirm-book"
            >
              {t('bookModal.confirm')}
            </Button>
          </>
        }
      >
        {booking && (
          <div className="flex flex-col gap-4">
            <dl
              className="space-y-2 rounded-xl bg-surface-muted p-4 text-[0.9375rem]"
              data-testid="rental-book-details"
            >
              <div className="flex justify-between gap-4">
                <dt className="text-ink-muted">{t('bookModal.listing')}</dt>
                <dd className="text-right font-medium text-ink">{booking.listing.title}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-ink-muted">{t('bookModal.nights')}</dt>
                <dd className="text-right font-medium text-ink tabular-nums">
                  {t('offers.rateTimes', {
                    price: formatMoney(booking.price_in_cents, booking.currency, i18n.language),
                    count: booking.nights,
                    context: rentalUnitContext(booking.listing.kind),
                  })}
                </dd>
              </div>
              <div className="flex justify-between gap-4 border-t border-line pt-2">
                <dt className="font-semibold text-ink">{t('bookModal.total')}</dt>
                <dd className="font-bold text-ink tabular-nums">
                  {formatMoney(booking.total_price_in_cents, booking.currency, i18n.language)}
                </dd>
              </div>
            </dl>
            <fieldset>
              <legend className="mb-2 text-sm font-semibold text-ink">{t('booking:payment.method')}</legend>
              <PaymentMethodChoice
                methods={methods}
                isChosen={(value) => method === value}
                inputProps={(value) => ({
                  name: 'rental-pay-method',
                  checked: method === value,
                  onChange: () => setMethod(value),
                })}
              />
            </fieldset>
          </div>
        )}
      </Dialog>

      <Dialog
        open={Boolean(withdrawing)}
        onClose={() => setWithdrawing(null)}
        tone="danger"
        icon={<Trash2 />}
        title={t(`${withdrawModal}.title`)}
        description={t(`${withdrawModal}.text`)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setWithdrawing(null)}>
              {t(`${withdrawModal}.keep`)}
            </Button>
            <Button
              variant="danger"
              loading={fetcher.state !== 'idle'}
              onClick={() => withdrawing && send({ intent: 'withdraw', id: withdrawing.id })}
              data-testid="rental-confirm-withdraw"
            >
              {t(`${withdrawModal}.confirm`)}
            </Button>
          </>
        }
      />
    </>
  )
}
