import { addDaysToKey, localNoonTimestamp, localTodayKey } from '@driftway/domain/dates'
import { dealFormSchema, dealPriceCents } from '@driftway/domain/deals'
import { listingTimeZone } from '@driftway/domain/listing-timezone'
import { formatMoney } from '@driftway/domain/money'
import { redirect, useActionData, useSubmit } from 'react-router'
import { AccountPageHeader } from '~/components/accounts/page-header'
import { Alert, Button, ButtonLink, Input, Select } from '~/components/ui'
import { CalendarCheck2, CircleCheck, LayoutList, Percent, Tag } from '~/components/ui/icons'
import { fixedT } from '~/i18n/instance'
import { useTranslation } from '~/i18n/use-translation'
import { lessorListingsPath } from '~/lib/accounts'
import type { ApiAnswer } from '~/lib/api-schema'
import { badRequest, failure, readSubmission } from '~/lib/auth.server'
import { dealDatesError, dealFieldText, dealUnitText } from '~/lib/deal-text'
import { type Deal, dealCreatedPath, dealsOfKindPath } from '~/lib/deals'
import { postJson, useActionFeedback, useFieldErrors, usePostPending, useZodForm } from '~/lib/forms'
import { pageMeta } from '~/lib/meta'
import { languageFromMatches } from '~/lib/root-data'
import { requireLessor } from '../lessor/editor.server'
import type { Route } from './+types/new'

type OwnListingsPage = ApiAnswer<'/listing/{kind}/my/'>

/** The lessor's published listings of their kind: only those can have deals (booking spec §5). */
async function publishedListings(auth: Awaited<ReturnType<typeof requireLessor>>['auth'], kind: string) {
  const params = new URLSearchParams({ limit: '100', offset: '0', order_by: '-updated_at' })
  const answer = await auth.api<OwnListingsPage>(`/listing/${kind}/my/?${params}`)
  if (!answer.ok) return null
  return answer.data.results
    .filter((listing) => listing.is_draft === false)
    .map((listing) => ({
      id: listing.id,
      title: listing.title || listing.id,
      city: listing.city ?? null,
      currency: listing.currency || 'EUR',
      // The deal's nights are the listing's nights: its own zone, as the API prices them.
      timezone: listingTimeZone(listing),
    }))
}

/** The deal creation form (booking spec §2 "Create form: listing select, from, to, total price"). Lessors only. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { auth, kind } = await requireLessor(context, url)
  const listings = await publishedListings(auth, kind)
  return { kind, listings, today: localTodayKey() }
}

/**
 * Checks the form with the shared schema, turns the typed price into minor units of the listing's
 * currency (booking spec §5 "entered in major units and sent multiplied by 100"), creates the deal
 * and goes to the deals finish route.
 */
export async function action({ context, url, request }: Route.ActionArgs) {
  const { auth, kind } = await requireLessor(context, url)
  const parsed = dealFormSchema.safeParse(await readSubmission(request))
  if (!parsed.success) {
    const fields: Record<string, string[]> = {}
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? 'listing')] = [issue.message]
    return badRequest('validation_error', '', fields)
  }
  const form = parsed.data
  const listings = (await publishedListings(auth, kind)) ?? []
  const listing = listings.find((row) => row.id === form.listing)
  if (!listing) return badRequest('validation_error', '', { listing: ['deals:errors.listing'] })
  const cents = dealPriceCents(form.price, listing.currency)
  if (cents === null) return badRequest('validation_error', '', { price: ['deals:errors.priceInvalid'] })
  const stamps = {
    pickup: localNoonTimestamp(form.start, listing.timezone),
    return: localNoonTimestamp(form.end, listing.timezone),
  }
  const created = await auth.api<Deal>(`/reservation/${kind}/last-minute-deal/lease/`, {
    method: 'POST',
    json: {
      listing: listing.id,
      pickup_timestamp: stamps.pickup,
      return_timestamp: stamps.return,
      total_price_cents: cents,
    },
  })
  if (!created.ok) {
    const error = created.error
    const t = fixedT(auth.lng)
    // The price rule and the dates are about fields the lessor can change: shown under them,
    // the price rule with the normal price of the dates (the validate call's total, as the API measured it).
    if (error.error_key === 'deal_price_not_below_normal_price') {
      const normal = await auth.api<{ total_rent_price_in_cents: number }>(
        `/reservation/${kind}/booking/travel/validate/`,
        {
          method: 'POST',
          json: { listing_id: listing.id, pickup_timestamp: stamps.pickup, return_timestamp: stamps.return },
        },
      )
      const price = normal.ok ? formatMoney(normal.data.total_rent_price_in_cents, listing.currency, auth.lng) : '—'
      return badRequest('validation_error', '', { price: [t('deals:errors.notBelow', { price })] })
    }
    const dates = dealDatesError(t, error, kind)
    if (dates) return badRequest('validation_error', '', dates)
    return failure(created)
  }
  throw redirect(dealCreatedPath(kind, created.data.id))
}

export function meta({ matches }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  return [...pageMeta(lng, { title: fixedT(lng)('deals:meta.new') }), { name: 'robots', content: 'noindex' }]
}

export default function NewDeal({ loaderData }: Route.ComponentProps) {
  const { kind, listings, today } = loaderData
  const { t } = useTranslation('deals')
  const result = useActionData<typeof action>()
  const submit = useSubmit()
  const busy = usePostPending()
  const form = useZodForm(dealFormSchema, {
    listing: listings?.length === 1 ? listings[0]!.id : '',
    start: '',
    end: '',
    price: '',
  })
  const chosen = listings?.find((listing) => listing.id === form.watch('listing'))
  const currency = chosen?.currency ?? listings?.[0]?.currency ?? 'EUR'
  // The shared schema's messages are this page's keys (deals:errors.*), worded for the kind; the rest as everywhere.
  const errorOf = useFieldErrors(form, (tt, message) => dealFieldText(tt, message, kind, currency))
  useActionFeedback(result, form, { kind })
  const start = form.watch('start')

  return (
    <>
      <AccountPageHeader
        eyebrow={t('form.eyebrow')}
        title={t('form.title')}
        lead={dealUnitText(t, 'form.lead', kind)}
      />
      <div className="container-page grid gap-8 py-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:py-10">
        {listings === null ? (
          <Alert tone="danger">{t('errors.failed')}</Alert>
        ) : listings.length === 0 ? (
          <div className="flex flex-col items-start gap-4 rounded-2xl border border-line bg-surface p-6">
            <p className="text-ink">{dealUnitText(t, 'form.noListings', kind)}</p>
            <ButtonLink to={lessorListingsPath(kind)} icon={<LayoutList className="size-4" />}>
              {dealUnitText(t, 'form.toListings', kind)}
            </ButtonLink>
          </div>
        ) : (
          <form
            method="post"
            noValidate
            className="flex flex-col gap-5 rounded-2xl border border-line bg-surface p-5 shadow-xs sm:p-7"
            data-testid="deal-form"
            onSubmit={form.handleSubmit((values) => submit(values, postJson))}
          >
            <Select
              label={dealUnitText(t, 'form.listing', kind)}
              placeholder={dealUnitText(t, 'form.listingPlaceholder', kind)}
              options={listings.map((listing) => ({
                value: listing.id,
                label: listing.city ? `${listing.title} · ${listing.city}` : listing.title,
              }))}
              error={errorOf('listing')}
              data-testid="deal-listing"
              {...form.register('listing')}
            />
            <div className="grid gap-5 sm:grid-cols-2">
              <Input
                type="date"
                label={t('form.from')}
                min={today}
                error={errorOf('start')}
                data-testid="deal-start"
                {...form.register('start')}
              />
              <Input
                type="date"
                label={t('form.to')}
                min={start ? addDaysToKey(start, 1) : addDaysToKey(today, 1)}
                error={errorOf('end')}
                data-testid="deal-end"
                {...form.register('end')}
              />
            </div>
            <Input
              label={t('form.price', { currency })}
              hint={dealUnitText(t, 'form.priceHint', kind, { currency })}
              inputMode="decimal"
              autoComplete="off"
              placeholder="450"
              error={errorOf('price')}
              data-testid="deal-price-input"
              {...form.register('price')}
            />
            <div className="flex flex-col-reverse gap-2 border-t border-line pt-5 sm:flex-row sm:justify-end">
              <ButtonLink to={dealsOfKindPath(kind)} variant="secondary">
                {t('form.cancel')}
              </ButtonLink>
              <Button type="submit" loading={busy} icon={<Tag className="size-4" />} data-testid="deal-submit">
                {t('form.submit')}
              </Button>
            </div>
          </form>
        )}
        <aside className="h-fit rounded-2xl bg-forest-50 p-6 ring-1 ring-forest-100">
          <h2 className="flex items-center gap-2 font-semibold text-forest-950">
            <Percent className="size-5 text-primary" aria-hidden />
            {t('form.summaryTitle')}
          </h2>
          <ul className="mt-4 flex flex-col gap-3 text-sm leading-relaxed text-ink-muted">
            {[dealUnitText(t, 'form.summary1', kind), dealUnitText(t, 'form.summary2', kind), t('form.summary3')].map(
              (line, index) => (
                <li key={line} className="flex gap-2.5">
                  {index === 0 ? (
                    <CalendarCheck2 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                  ) : (
                    <CircleCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                  )}
                  {line}
                </li>
              ),
            )}
          </ul>
        </aside>
      </div>
    </>
  )
}
