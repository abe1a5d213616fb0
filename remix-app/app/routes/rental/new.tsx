import { addDaysToKey, localTodayKey } from '@driftway/domain/dates'
import { rentalRequestFormSchema, rentalTimestampOf, rentalVehicleTypes } from '@driftway/domain/rental'
import { isTravelerRole, type ListingKind, listingKinds } from '@driftway/domain/roles'
import { Link, redirect, useActionData, useSubmit } from 'react-router'
import { AccountPageHeader } from '~/components/accounts/page-header'
import { PlaceField } from '~/components/search/place-field'
import { Button, ButtonLink, Input, Select } from '~/components/ui'
import { BellRing, CalendarRange, HandCoins, Search, Send } from '~/components/ui/icons'
import { fixedT } from '~/i18n/instance'
import { useTranslation } from '~/i18n/use-translation'
import { homeFor } from '~/lib/accounts'
import { badRequest, failure, readSubmission, requireUser } from '~/lib/auth.server'
import { cn } from '~/lib/cn'
import { postJson, useActionFeedback, useFieldErrors, usePostPending, useZodForm } from '~/lib/forms'
import { rentalUnitContext } from '~/lib/listings'
import { pageMeta } from '~/lib/meta'
import { kindParam, newRentalRequestPath, rentalRequestsPath, rentalSentPath } from '~/lib/rental'
import { rentalFormText } from '~/lib/rental-text'
import { languageFromMatches } from '~/lib/root-data'
import type { Route } from './+types/new'

/** The rental request form (booking spec §2 "Rental request form"). Travelers only. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { user } = await requireUser(context, url)
  // Lessors answer requests; they do not post them (§6).
  if (!isTravelerRole(user.role)) throw redirect(homeFor(user))
  return { kind: kindParam(url), today: localTodayKey() }
}

/** Posts the request (dates as their calendar days) and goes to the finish route (§2 redirects). */
export async function action({ context, url, request }: Route.ActionArgs) {
  const { auth } = await requireUser(context, url)
  const kind = kindParam(url)
  const parsed = rentalRequestFormSchema.safeParse(await readSubmission(request))
  if (!parsed.success) {
    const fields: Record<string, string[]> = {}
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? 'location')] = [issue.message]
    return badRequest('validation_error', '', fields)
  }
  const form = parsed.data
  const created = await auth.api<{ id: string }>(`/reservation/${kind}/rental/travel/`, {
    method: 'POST',
    json: {
      travellers_num: form.travellers_num,
      location: form.location,
      destination_latitude: form.destination_latitude,
      destination_longitude: form.destination_longitude,
      vehicle_types: form.vehicle_types,
      pickup_timestamp: rentalTimestampOf(form.pickup),
      return_timestamp: rentalTimestampOf(form.return),
      flexibility: form.flexibility,
    },
  })
  if (!created.ok) {
    const key = (created.error as { error_key?: string }).error_key
    if (key === 'past_pickup') return badRequest(key, '', { pickup: ['rental:errors.pastPickup'] })
    if (key === 'invalid_range') return badRequest(key, '', { return: ['rental:errors.returnAfter'] })
    if (key === 'too_long') return badRequest(key, '', { return: ['rental:errors.tooLong'] })
    return failure(created)
  }
  throw redirect(rentalSentPath(kind, created.data.id))
}

export function meta({ matches }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  return [...pageMeta(lng, { title: fixedT(lng)('rental:meta.new') }), { name: 'robots', content: 'noindex' }]
}

const flexibilityOptions = [0, 1, 2, 3, 5, 7, 10, 14]

export default function NewRentalRequest({ loaderData }: Route.ComponentProps) {
  const { kind, today } = loaderData
  const { t } = useTranslation('rental')
  const result = useActionData<typeof action>()
  const submit = useSubmit()
  const busy = usePostPending()
  const form = useZodForm(rentalRequestFormSchema, {
    travellers_num: 2,
    location: '',
    vehicle_types: [],
    pickup: '',
    return: '',
    flexibility: 0,
  })
  // The request's length is counted the way the kind is rented: "90 days" of a campervan, else "90 nights".
  const errorOf = useFieldErrors(form, (tt, message) => rentalFormText(tt, message, kind))
  useActionFeedback(result, form, { kind })
  const pickup = form.watch('pickup')
  const location = form.watch('location') ?? ''
  const latitude = form.watch('destination_latitude')
  const longitude = form.watch('destination_longitude')
  const types = form.watch('vehicle_types') ?? []
  const placeError = errorOf('location') ?? errorOf('destination_latitude')

  const toggleType = (value: string) => {
    const next = types.includes(value) ? types.filter((type) => type !== value) : [...types, value]
    form.setValue('vehicle_types', next, { shouldDirty: true })
  }

  return (
    <>
      <AccountPageHeader eyebrow={t('form.eyebrow')} title={t('form.title')} lead={t('form.lead')} />
      <div className="container-page grid gap-8 py-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:py-10">
        <form
          method="post"
          noValidate
          className="flex flex-col gap-6 rounded-2xl border border-line bg-surface p-5 shadow-xs sm:p-7"
          data-testid="rental-request-form"
          onSubmit={form.handleSubmit((values) => submit(values, postJson))}
        >
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-ink">{t('form.kind')}</legend>
            <div className="grid grid-cols-3 gap-2" role="radiogroup" aria-label={t('form.kind')}>
              {listingKinds.map((value) => (
                <Link
                  key={value}
                  to={newRentalRequestPath(value)}
                  replace
                  preventScrollReset
                  role="radio"
                  aria-checked={value === kind}
                  data-testid={`rental-kind-${value}`}
                  className={cn(
                    'rounded-xl border px-3 py-2.5 text-center text-sm font-semibold transition-colors focus-visible:shadow-focus focus-visible:outline-none sm:text-[0.9375rem]',
                    value === kind
                      ? 'border-primary bg-primary-soft text-forest-900'
                      : 'border-line-strong text-ink-muted hover:bg-surface-muted',
                  )}
                >
                  {t(`kinds.${value}`)}
                </Link>
              ))}
            </div>
          </fieldset>

          <div className="grid gap-5 sm:grid-cols-[10rem_minmax(0,1fr)]">
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={50}
              label={t('form.travellers')}
              error={errorOf('travellers_num')}
              data-testid="rental-travellers"
              {...form.register('travellers_num')}
            />
            <PlaceField
              label={t('form.location')}
              placeholder={t('form.locationPlaceholder')}
              value={{
                search: location,
                latitude: typeof latitude === 'number' ? latitude : null,
                longitude: typeof longitude === 'number' ? longitude : null,
                countryCode: '',
              }}
              onChange={(place) => {
                form.setValue('location', place.search, { shouldDirty: true })
                // No place picked: the coordinates are unset again, which the form's value type
                // (the schema's input, numbers) cannot say.
                form.setValue('destination_latitude', place.latitude ?? (undefined as never))
                form.setValue('destination_longitude', place.longitude ?? (undefined as never))
                if (place.latitude !== null) form.clearErrors(['location', 'destination_latitude'])
              }}
              error={placeError}
            />
          </div>

          <fieldset>
            <legend className="text-sm font-semibold text-ink">{t('form.types')}</legend>
            <p className="mt-0.5 text-sm text-ink-muted">{t('form.typesHint')}</p>
            <div className="mt-3 flex flex-wrap gap-2" data-testid="rental-types">
              {rentalVehicleTypes[kind as ListingKind].map((value) => {
                const on = types.includes(value)
                return (
                  <button
                    key={value}
                    type="button"
                    aria-pressed={on}
                    onClick={() => toggleType(value)}
                    data-testid="rental-type"
                    data-value={value}
                    className={cn(
                      'rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors focus-visible:shadow-focus focus-visible:outline-none',
                      on
                        ? 'border-primary bg-primary text-on-primary'
                        : 'border-line-strong bg-surface text-ink hover:bg-surface-muted',
                    )}
                  >
                    {t(`types.${value}`)}
                  </button>
                )
              })}
            </div>
          </fieldset>

          <div className="grid gap-5 sm:grid-cols-3">
            <Input
              type="date"
              label={t('form.pickup')}
              min={today}
              error={errorOf('pickup')}
              data-testid="rental-pickup"
              {...form.register('pickup')}
            />
            <Input
              type="date"
              label={t('form.return')}
              min={pickup ? addDaysToKey(pickup, 1) : addDaysToKey(today, 1)}
              error={errorOf('return')}
              data-testid="rental-return"
              {...form.register('return')}
            />
            <Select
              label={t('form.flexibility')}
              options={flexibilityOptions.map((days) => ({
                value: String(days),
                label: days === 0 ? t('form.flexibilityExact') : t('form.flexibilityDays', { count: days }),
              }))}
              error={errorOf('flexibility')}
              data-testid="rental-flexibility"
              {...form.register('flexibility')}
            />
          </div>

          <div className="flex flex-col-reverse gap-2 border-t border-line pt-5 sm:flex-row sm:justify-end">
            <ButtonLink to={rentalRequestsPath(kind)} variant="secondary">
              {t('form.myRequests')}
            </ButtonLink>
            <Button type="submit" loading={busy} icon={<Send className="size-4" />} data-testid="rental-submit">
              {t('form.submit')}
            </Button>
          </div>
        </form>
        <aside className="h-fit rounded-2xl bg-forest-50 p-6 ring-1 ring-forest-100">
          <h2 className="font-semibold text-forest-950">{t('form.howTitle')}</h2>
          <ol className="mt-4 flex flex-col gap-4 text-sm leading-relaxed text-ink-muted">
            {[
              { Icon: Search, text: t('form.how1') },
              { Icon: BellRing, text: t('form.how2') },
              { Icon: HandCoins, text: t('form.how3', { context: rentalUnitContext(kind) }) },
              { Icon: CalendarRange, text: t('form.how4') },
            ].map(({ Icon, text }) => (
              <li key={text} className="flex gap-3">
                <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-surface text-primary ring-1 ring-forest-100">
                  <Icon className="size-4" aria-hidden />
                </span>
                <span className="pt-1">{text}</span>
              </li>
            ))}
          </ol>
        </aside>
      </div>
    </>
  )
}
