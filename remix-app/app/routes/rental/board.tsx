import { formatMoney } from '@driftway/domain/money'
import { offerFormSchema, offerNightCents, rentalDayOf, rentalTimestampOf } from '@driftway/domain/rental'
import { useEffect, useState } from 'react'
import { data, useFetcher } from 'react-router'
import { EmptyState } from '~/components/accounts/empty-state'
import { AccountPageHeader } from '~/components/accounts/page-header'
import { RequestSummary, useDayRange } from '~/components/rental/request-summary'
import { Badge, Button, ButtonLink, Checkbox, Dialog, Input, Select, useToast } from '~/components/ui'
import { BellRing, HandCoins, Inbox, LayoutList, MapPinned, Send } from '~/components/ui/icons'
import { apiErrorsNamespace } from '~/i18n/config'
import { fixedT } from '~/i18n/instance'
import { useTranslation } from '~/i18n/use-translation'
import { lessorListingsPath } from '~/lib/accounts'
import { badRequest, failure, readSubmission } from '~/lib/auth.server'
import { postJson, useActionFeedback, useFieldErrors, useZodForm } from '~/lib/forms'
import { type ListingKind, rentalUnitContext } from '~/lib/listings'
import { pageMeta } from '~/lib/meta'
import { type BoardPage, type BoardRequest, rentalBoardPath } from '~/lib/rental'
import { rentalFormText } from '~/lib/rental-text'
import { languageFromMatches } from '~/lib/root-data'
import { requireLessor } from '../lessor/editor.server'
import type { Route } from './+types/board'

/**
 * The lessors' request board (booking spec §1 "make offers on rental requests", decision 0067):
 * open requests of their kind that one of their published listings fits, with the make-an-offer
 * form (§2: vehicle, from, to, price per night) and the daily e-mail switch. The price is per night
 * in the API; a campervan's nights are its rental days, so its texts say per day (decision 0010).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { auth, kind } = await requireLessor(context, url)
  const answer = await auth.api<BoardPage>(`/reservation/${kind}/rental/lease/`)
  if (!answer.ok) throw data(null, { status: 503 })
  return { kind, board: answer.data }
}

export async function action({ context, url, request }: Route.ActionArgs) {
  const { auth, kind } = await requireLessor(context, url)
  const body = await readSubmission(request)
  if (body.intent === 'digest') {
    const saved = await auth.api<{ digest_subscribed: boolean }>(`/reservation/${kind}/rental/lease/digest/`, {
      method: 'PATCH',
      json: { subscribed: body.subscribed === true },
    })
    if (!saved.ok) return failure(saved)
    return data({ ok: true as const, intent: 'digest', subscribed: saved.data.digest_subscribed })
  }
  const requestId = typeof body.request === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(body.request) ? body.request : ''
  const parsed = offerFormSchema.safeParse(body)
  if (!requestId || !parsed.success) {
    const fields: Record<string, string[]> = {}
    for (const issue of parsed.error?.issues ?? []) fields[String(issue.path[0] ?? 'listing')] = [issue.message]
    return badRequest('validation_error', '', fields)
  }
  const form = parsed.data
  // The currency of the price is the listing's, as the board names it.
  const board = await auth.api<BoardPage>(`/reservation/${kind}/rental/lease/`)
  const listing = board.ok
    ? board.data.results.flatMap((row) => row.listings).find((row) => row.id === form.listing)
    : undefined
  const cents = offerNightCents(form.price, listing?.currency ?? 'EUR')
  if (cents === null) return badRequest('validation_error', '', { price: ['rental:errors.price'] })
  const created = await auth.api<{ id: string }>(`/reservation/${kind}/rental/request/${requestId}/offer/`, {
    method: 'POST',
    json: {
      listing: form.listing,
      pickup_timestamp: rentalTimestampOf(form.pickup),
      return_timestamp: rentalTimestampOf(form.return),
      price_in_cents: cents,
    },
  })
  if (!created.ok) {
    const error = created.error as { error_key?: string; error_msg?: string }
    const onDates: Record<string, string> = {
      offer_dates_outside_request: 'rental:errors.outside',
      dates_unavailable: 'rental:errors.taken',
      past_pickup: 'rental:errors.pastPickup',
    }
    const dateKey = onDates[error.error_key ?? '']
    if (dateKey) return badRequest(error.error_key!, '', { pickup: [dateKey] })
    if (error.error_key === 'minimum_rental_days' || error.error_key === 'invalid_range')
      return badRequest(error.error_key, '', { return: [`${apiErrorsNamespace}:${error.error_key}`] })
    return failure(created)
  }
  return data({ ok: true as const, intent: 'offer', id: created.data.id })
}

export function meta({ matches }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  return [...pageMeta(lng, { title: fixedT(lng)('rental:meta.board') }), { name: 'robots', content: 'noindex' }]
}

function OfferDialog({
  kind,
  request,
  onClose,
}: {
  kind: ListingKind
  request: BoardRequest | null
  onClose: () => void
}) {
  const { t, i18n } = useTranslation('rental')
  const unit = rentalUnitContext(kind)
  const toast = useToast()
  const fetcher = useFetcher<typeof action>({ key: 'rental-offer' })
  const first = request?.listings[0]
  const form = useZodForm(offerFormSchema, { listing: '', pickup: '', return: '', price: '' })
  const errorOf = useFieldErrors(form, (tt, message) => rentalFormText(tt, message, kind))
  // A new request in the dialog: its first fitting listing on its first free dates.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets once per request opened
  useEffect(() => {
    if (!request || !first) return
    form.reset({
      listing: first.id,
      pickup: rentalDayOf(first.free_pickup_timestamp),
      return: rentalDayOf(first.free_return_timestamp),
      price: '',
    })
  }, [request?.id])
  useActionFeedback(fetcher.data, form, {
    kind,
    onSuccess: (answer) => {
      if (answer.intent !== 'offer') return
      toast.success(t('board.offerSent'))
      onClose()
    },
  })
  const chosen = request?.listings.find((listing) => listing.id === form.watch('listing'))
  const currency = chosen?.currency ?? first?.currency ?? 'EUR'
  const symbol = formatMoney(0, currency, i18n.language).replace(/[\d\s.,]/g, '') || currency

  return (
    <Dialog
      open={Boolean(request)}
      onClose={onClose}
      icon={<HandCoins />}
      title={t('board.offerTitle')}
      description={request ? t('board.offerText', { location: request.location }) : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('board.cancel')}
          </Button>
          <Button
            type="submit"
            form="rental-offer-form"
            loading={fetcher.state !== 'idle'}
            icon={<Send className="size-4" />}
            data-testid="rental-offer-submit"
          >
            {t('board.send')}
          </Button>
        </>
      }
    >
      {request && (
        <form
          method="post"
          id="rental-offer-form"
          noValidate
          className="flex flex-col gap-4"
          data-testid="rental-offer-form"
          onSubmit={form.handleSubmit((values) =>
            fetcher.submit({ ...values, request: request.id }, { ...postJson, action: rentalBoardPath }),
          )}
        >
          <Select
            label={t('board.vehicle')}
            options={request.listings.map((listing) => ({
              value: listing.id,
              label: `${listing.title}${listing.city ? ` · ${listing.city}` : ''} (${t('board.km', { km: Math.round(listing.distance_km) })})`,
            }))}
            error={errorOf('listing')}
            data-testid="rental-offer-listing"
            {...form.register('listing')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Input
              type="date"
              label={t('board.from')}
              error={errorOf('pickup')}
              data-testid="rental-offer-pickup"
              {...form.register('pickup')}
            />
            <Input
              type="date"
              label={t('board.to')}
              error={errorOf('return')}
              data-testid="rental-offer-return"
              {...form.register('return')}
            />
          </div>
          <Input
            label={t('board.price', { currency, context: unit })}
            hint={t('board.priceHint', { context: unit })}
            inputMode="decimal"
            autoComplete="off"
            placeholder="85"
            unit={symbol}
            error={errorOf('price')}
            data-testid="rental-offer-price"
            {...form.register('price')}
          />
        </form>
      )}
    </Dialog>
  )
}

export default function RentalBoard({ loaderData }: Route.ComponentProps) {
  const { kind, board } = loaderData
  const { t, i18n } = useTranslation('rental')
  const unit = rentalUnitContext(kind)
  const range = useDayRange()
  const [offering, setOffering] = useState<BoardRequest | null>(null)
  const digest = useFetcher<typeof action>({ key: 'rental-digest' })
  const subscribed =
    digest.json && typeof (digest.json as { subscribed?: unknown }).subscribed === 'boolean'
      ? (digest.json as { subscribed: boolean }).subscribed
      : board.digest_subscribed
  useActionFeedback(digest.data, null, { kind })

  return (
    <>
      <AccountPageHeader
        eyebrow={t('board.eyebrow')}
        title={t('board.title')}
        lead={t('board.lead', { context: unit })}
      >
        <div className="pb-5">
          <Checkbox
            label={t('board.digest')}
            description={t('board.digestHint')}
            checked={subscribed}
            onChange={(event) =>
              digest.submit(
                { intent: 'digest', subscribed: event.target.checked },
                { ...postJson, action: rentalBoardPath },
              )
            }
            data-testid="rental-digest"
          />
        </div>
      </AccountPageHeader>
      <div className="container-page py-8 lg:py-10">
        {board.results.length === 0 ? (
          <EmptyState
            icon={<Inbox />}
            title={t('board.emptyTitle')}
            text={t('board.emptyText')}
            actions={
              <ButtonLink to={lessorListingsPath(kind)} variant="secondary" icon={<LayoutList className="size-4" />}>
                {t('board.toListings')}
              </ButtonLink>
            }
            testId="rental-board-empty"
          />
        ) : (
          <ul className="grid grid-cols-1 gap-6 lg:grid-cols-2" data-testid="rental-board">
            {board.results.map((request) => (
              <li
                key={request.id}
                className="flex min-w-0 flex-col rounded-2xl border border-line bg-surface p-5 shadow-xs sm:p-6"
                data-testid="rental-board-request"
                data-request-id={request.id}
              >
                <RequestSummary request={request} showStatus={false} />
                <div className="mt-4 rounded-xl bg-forest-50 p-3.5 ring-1 ring-forest-100">
                  <p className="flex items-center gap-2 text-sm font-semibold text-forest-900">
                    <MapPinned className="size-4" aria-hidden />
                    {t('board.fits', { count: request.listings.length })}
                  </p>
                  <ul className="mt-1.5 flex flex-col gap-1 text-sm text-ink-muted">
                    {request.listings.map((listing) => (
                      <li key={listing.id} className="flex justify-between gap-3">
                        <span className="truncate">{listing.title}</span>
                        <span className="shrink-0 tabular-nums">
                          {t('board.km', { km: Math.round(listing.distance_km) })}
                        </span>
                      </li>
                    ))}
                  </ul>
                </div>
                {request.my_offers.length > 0 && (
                  <ul className="mt-3 flex flex-col gap-1.5" data-testid="rental-my-offers">
                    {request.my_offers.map((offer) => (
                      <li key={offer.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                        <span className="text-ink">
                          {offer.listing.title} · {range(offer.pickup_timestamp, offer.return_timestamp)}
                        </span>
                        <Badge tone={offer.status === 'ACCEPTED' ? 'success' : 'accent'}>
                          {t(`board.offerStatus.${offer.status}`, {
                            price: formatMoney(offer.price_in_cents, offer.currency, i18n.language),
                            context: unit,
                          })}
                        </Badge>
                      </li>
                    ))}
                  </ul>
                )}
                <div className="mt-auto flex justify-end pt-5">
                  <Button
                    icon={<HandCoins className="size-4" />}
                    onClick={() => setOffering(request)}
                    data-testid="rental-make-offer"
                  >
                    {t('board.makeOffer')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-8 flex items-center gap-2 text-sm text-ink-muted">
          <BellRing className="size-4 shrink-0" aria-hidden />
          {t('board.rule')}
        </p>
      </div>
      <OfferDialog kind={kind} request={offering} onClose={() => setOffering(null)} />
    </>
  )
}
