import type { ListingKind } from '@driftway/domain'
import {
  bookingDetailsIssues,
  bookingDetailsSchema,
  bookingPaymentSchema,
  insuranceNotice,
} from '@driftway/domain/booking-form'
import type { BookingPaymentMethod } from '@driftway/domain/booking-status'
import { daysBetweenKeys, nightKeyOf } from '@driftway/domain/dates'
import { dateTimeFormat } from '@driftway/domain/intl'
import type { PartnerSlug } from '@driftway/domain/partners'
import { type ReactNode, useMemo, useState } from 'react'
import { type FieldValues, type UseFormReturn, useWatch } from 'react-hook-form'
import { Link, useFetcher } from 'react-router'
import {
  AddressFields,
  CountrySelect,
  DateOfBirthField,
  FormSection,
  LockedEmail,
  NameFields,
  PhoneField,
} from '~/components/accounts/profile-forms'
import { TermsCheckbox } from '~/components/accounts/signup-parts'
import type { PartyCounts } from '~/components/listing-detail/quote-request'
import type { QuoteResult } from '~/components/listing-detail/types'
import { Alert, Button, Checkbox, Dialog, Input } from '~/components/ui'
import { controlClasses, Field } from '~/components/ui/field'
import {
  ArrowLeft,
  ArrowRight,
  BadgeCheck,
  CalendarDays,
  Car,
  CreditCard,
  Lock,
  MessageCircle,
  ShieldAlert,
  ShieldCheck,
  UserRound,
  Users,
  Zap,
} from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { bookingPageHref } from '~/lib/booking-trip'
import { cn } from '~/lib/cn'
import { type ActionFailure, postJson, useActionFeedback, useFieldErrors, useZodForm } from '~/lib/forms'
import type { BookingListing } from '~/routes/booking/booking-listing'
import { type BookingStep, BookingSteps } from './booking-steps'
import { BookingSummary } from './booking-summary'
import { PaymentMethodChoice } from './payment-method-choice'
import { usePersonsCheck } from './persons-check'

type Prefill = {
  email: string
  first_name: string
  last_name: string
  phone: string
  address: string
  postal_code: string
  city: string
  company_country: string
  company_country_code_iso2: string
  date_of_birth_timestamp: number | null
}

export type BookingPageProps = {
  kind: ListingKind
  listing: BookingListing
  range: { start: string; end: string }
  party: PartyCounts
  extras: Record<string, number>
  quote: QuoteResult
  /** A partner-managed listing (issue 21): who rents it out and whether its extra agreement is asked (booking §2). */
  partner: { slug: PartnerSlug; name: string; agreement: boolean } | null
  currency: string
  paymentMethods: BookingPaymentMethod[]
  insurance: 'basic' | 'premium' | null
  requiresPersons: boolean
  user: (Prefill & { role: number }) | null
  isLessor: boolean
  somethingWrong: boolean
  returnTo: string
}

/** Fields of step 1 that live in the details form; an API error on any other goes with step 2. */
const detailFields = new Set(Object.keys(bookingDetailsSchema.shape))

const blankPerson = { first_name: '', last_name: '', birthdate: '' }

/**
 * The booking page (booking spec §2): step 1 the traveler and the trip, step 2 the payment
 * method and the terms; the listing, trip and price beside. Guests book too: their account is
 * created with the booking (§4 "Booking flow").
 */
export function BookingPage(props: BookingPageProps) {
  const { kind, listing, range, party, extras, quote, user, isLessor, somethingWrong, returnTo } = props
  const { t } = useTranslation('booking')
  const { t: tPartners } = useTranslation('partners')
  const [step, setStep] = useState<BookingStep>('details')
  const [notice, setNotice] = useState<'upgrade' | 'downgrade' | null>(null)
  const [partnerAgreed, setPartnerAgreed] = useState(false)
  const agreementMissing = Boolean(props.partner?.agreement) && !partnerAgreed
  const instant = listing.is_instant_booking_allowed
  const nights = daysBetweenKeys(range.start, range.end)

  const details = useZodForm(
    bookingDetailsSchema,
    {
      email: user?.email ?? '',
      first_name: user?.first_name ?? '',
      last_name: user?.last_name ?? '',
      phone: user?.phone ?? '',
      address: user?.address ?? '',
      postal_code: user?.postal_code ?? '',
      city: user?.city ?? '',
      company_country: user?.company_country ?? '',
      company_country_code_iso2: user?.company_country_code_iso2 ?? '',
      date_of_birth_timestamp: user?.date_of_birth_timestamp ?? undefined,
      adults_num: party.adults_num,
      children_num: party.children_num,
      description: '',
      persons: props.requiresPersons
        ? Array.from({ length: party.adults_num + party.children_num }, () => ({ ...blankPerson }))
        : [],
      vehicle_length: '' as unknown as number,
      vehicle_width: '' as unknown as number,
      license_plate: '',
    },
    {
      extraIssues: (values) => {
        const parsed = bookingDetailsSchema.safeParse(values)
        return parsed.success ? bookingDetailsIssues(parsed.data, { kind, requiresPersons: props.requiresPersons }) : []
      },
    },
  )
  const paymentSchema = useMemo(() => bookingPaymentSchema(props.currency), [props.currency])
  const payment = useZodForm(paymentSchema, {
    terms: false as unknown as true,
    payment_method: props.paymentMethods[0],
  })

  const submit = useFetcher<ActionFailure>({ key: 'booking' })
  useActionFeedback(submit.data, null, {
    onFailure: (failure) => {
      // A partner's seat limit (booking §5: the error names the seat count) belongs to the party fields.
      const seats = (failure as { seats?: unknown }).seats
      if (failure.error_key === 'seat_limit_exceeded' && typeof seats === 'number') {
        details.setError('adults_num', { type: 'server', message: t('validation.seatLimit', { count: seats }) })
        setStep('details')
        return true
      }
      let placed = false
      for (const [field, messages] of Object.entries(failure.fields ?? {})) {
        const root = field.split('.')[0]!
        const form = (detailFields.has(root) ? details : payment) as unknown as UseFormReturn<FieldValues>
        if (!messages[0]) continue
        form.setError(field, { type: 'server', message: messages[0] })
        if (!placed && detailFields.has(root)) setStep('details')
        placed = true
      }
      return placed && failure.error_key === 'validation_error'
    },
  })
  const emailExists = submit.data?.error_key === 'email_exists'
  const busy = submit.state !== 'idle'

  const loginHref = `/login?redirect=${encodeURIComponent(returnTo)}`
  const signupHref = `/signup?redirect=${encodeURIComponent(returnTo)}`
  const listingHref = bookingPageHref(kind, listing.id, range, kind === 'campsite' ? party : null, extras).replace(
    '/book?',
    '?',
  )

  const checkPersons = usePersonsCheck(props.requiresPersons)
  const goToPayment = async () => {
    const dob = details.getValues('date_of_birth_timestamp') as number | undefined
    const warning = insuranceNotice(dob, props.insurance)
    if (warning && notice === null) {
      setNotice(warning)
      return
    }
    // A campsite of an external accommodation system checks its travelers first (booking §5, §8).
    const parsed = bookingDetailsSchema.safeParse(details.getValues())
    if (parsed.success && !(await checkPersons(parsed.data))) return
    setStep('payment')
    window.scrollTo({ top: 0, behavior: 'smooth' })
  }

  const onContinue = details.handleSubmit(goToPayment)
  const onBook = payment.handleSubmit((paymentValues) => {
    void details.handleSubmit((detailValues) => {
      submit.submit(
        {
          details: detailValues,
          payment: paymentValues,
          // A partner booking carries its extra agreement and the total shown (the API refuses another one).
          ...(props.partner
            ? {
                partner_agreement: partnerAgreed,
                expected_total_in_cents: quote.ok ? quote.quote.total_rent_price_in_cents : null,
              }
            : {}),
        } as never,
        postJson,
      )
    })()
  })

  return (
    <div className="bg-surface-muted/60 pb-20" data-testid="booking-page" data-kind={kind} data-step={step}>
      <div className="container-page pt-5 lg:pt-7">
        <Link
          to={listingHref}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-ink-muted hover:text-ink focus-visible:shadow-focus focus-visible:outline-none"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {t('page.back')}
        </Link>
        <header className="mt-3 mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-forest-950 sm:text-3xl">
              {instant ? t('page.titleInstant') : t('page.titleRequest')}
            </h1>
            <p className="mt-1 text-ink-muted">{instant ? t('page.leadInstant') : t('page.leadRequest')}</p>
            {props.partner && (
              <p
                className="mt-2 flex items-center gap-1.5 text-sm font-medium text-ink-muted"
                data-testid="booking-partner"
              >
                <BadgeCheck className="size-4 text-primary" aria-hidden />
                {tPartners('summary.partner', { name: props.partner.name })}
              </p>
            )}
          </div>
          <BookingSteps current={step} />
        </header>

        {somethingWrong && (
          <Alert tone="danger" className="mb-6" data-testid="smth-wrong">
            {t('page.somethingWrong')}
          </Alert>
        )}
        {isLessor && (
          <Alert tone="warning" className="mb-6" data-testid="book-error">
            {t('page.onlyTravelers')}
          </Alert>
        )}

        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
          <div className="min-w-0 lg:order-1">
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault()
                void onContinue()
              }}
              hidden={step !== 'details'}
              className="overflow-hidden rounded-2xl border border-line bg-surface shadow-xs"
              data-testid="booking-details-form"
            >
              <TripSection {...props} form={details as unknown as DetailsForm} nights={nights} />
              {kind === 'campsite' && (
                <CampsiteSection form={details as unknown as DetailsForm} requiresPersons={props.requiresPersons} />
              )}
              <FormSection title={t('traveller.title')} description={t('traveller.text')} icon={<UserRound />}>
                {!user && (
                  <p
                    className="mb-5 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-forest-50 px-4 py-3 text-[0.9375rem] text-ink"
                    data-testid="guest-links"
                  >
                    {t('traveller.guestLead')}
                    <Link to={loginHref} className="font-semibold text-primary underline underline-offset-2">
                      {t('traveller.logIn')}
                    </Link>
                    <span className="text-ink-subtle">{t('traveller.or')}</span>
                    <Link to={signupHref} className="font-semibold text-primary underline underline-offset-2">
                      {t('traveller.signUp')}
                    </Link>
                  </p>
                )}
                <TravelerFields form={details as unknown as DetailsForm} lockedEmail={user?.email ?? null} />
                {emailExists && (
                  <Alert tone="warning" className="mt-5" data-testid="email-exists">
                    {t('traveller.emailExists')}{' '}
                    <Link to={loginHref} className="font-semibold underline">
                      {t('traveller.logIn')}
                    </Link>
                  </Alert>
                )}
                {!user && <p className="mt-4 text-sm text-ink-subtle">{t('traveller.guestNote')}</p>}
              </FormSection>
              <div className="flex flex-col gap-3 border-t border-line bg-stone-50 px-5 py-5 sm:flex-row sm:items-center sm:justify-between sm:px-8">
                <p className="text-sm text-ink-muted">{details.formState.isValid ? '' : t('page.continueHint')}</p>
                <Button
                  type="submit"
                  size="lg"
                  disabled={!details.formState.isValid || isLessor || !quote.ok}
                  iconRight={<ArrowRight className="size-4" />}
                  data-testid="booking-continue"
                >
                  {t('page.continue')}
                </Button>
              </div>
            </form>

            {step === 'payment' && (
              <form
                noValidate
                onSubmit={(event) => {
                  event.preventDefault()
                  void onBook()
                }}
                className="overflow-hidden rounded-2xl border border-line bg-surface shadow-xs"
                data-testid="booking-payment-form"
              >
                <PaymentSection
                  form={payment as unknown as DetailsForm}
                  methods={props.paymentMethods}
                  currency={props.currency}
                  instant={instant}
                  agreement={
                    props.partner?.agreement ? (
                      <Checkbox
                        className="mt-4"
                        checked={partnerAgreed}
                        onChange={(event) => setPartnerAgreed(event.target.checked)}
                        error={submit.data?.fields?.partner_agreement ? tPartners('agreement.required') : undefined}
                        data-testid="partner-agreement"
                        label={<span className="font-normal text-ink-muted">{tPartners('agreement.label')}</span>}
                      />
                    ) : null
                  }
                />
                <div className="flex flex-col-reverse gap-3 border-t border-line bg-stone-50 px-5 py-5 sm:flex-row sm:items-center sm:justify-between sm:px-8">
                  <Button
                    type="button"
                    variant="ghost"
                    icon={<ArrowLeft className="size-4" />}
                    onClick={() => setStep('details')}
                  >
                    {t('page.backToDetails')}
                  </Button>
                  <div className="flex flex-col items-stretch gap-2 sm:items-end">
                    <Button
                      type="submit"
                      size="lg"
                      loading={busy}
                      disabled={!payment.formState.isValid || isLessor || agreementMissing}
                      icon={instant ? <Zap className="size-4 fill-current" /> : <MessageCircle className="size-4" />}
                      data-testid="booking-submit"
                    >
                      {instant ? t('page.submitInstant') : t('page.submitRequest')}
                    </Button>
                    <p className="flex items-center gap-1.5 text-xs text-ink-subtle">
                      <Lock className="size-3.5" aria-hidden />
                      {instant ? t('page.securePayment') : t('page.requestNoCharge')}
                    </p>
                  </div>
                </div>
              </form>
            )}
          </div>
          <aside className="lg:sticky lg:top-24 lg:order-2" aria-label={t('summary.title')}>
            <BookingSummary
              listing={listing}
              range={range}
              nights={nights}
              party={kind === 'campsite' ? party : null}
              extras={extras}
              quote={quote}
            />
          </aside>
        </div>
      </div>
      <Dialog
        open={notice !== null && step === 'details'}
        onClose={() => setNotice(null)}
        icon={notice === 'upgrade' ? <ShieldAlert /> : <ShieldCheck />}
        title={notice === 'upgrade' ? t('insurance.upgradeTitle') : t('insurance.downgradeTitle')}
        description={notice === 'upgrade' ? t('insurance.upgradeText') : t('insurance.downgradeText')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setNotice(null)}>
              {t('insurance.review')}
            </Button>
            <Button onClick={goToPayment} data-testid="insurance-continue">
              {t('insurance.continue')}
            </Button>
          </>
        }
      />
    </div>
  )
}

type DetailsForm = UseFormReturn<FieldValues, unknown, FieldValues>

/** Dates (from the listing page), the party and a message to the host. */
function TripSection({ kind, range, party, form, nights }: BookingPageProps & { form: DetailsForm; nights: number }) {
  const { t, i18n } = useTranslation('booking')
  const typed = form
  const errorOf = useFieldErrors(typed)
  const dateFormat = dateTimeFormat(i18n.language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
  const day = (key: string) => dateFormat.format(new Date(`${key}T12:00:00Z`))
  return (
    <FormSection title={t('trip.title')} description={t('trip.text')} icon={<CalendarDays />}>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="rounded-lg border border-line bg-surface-muted px-4 py-3 sm:col-span-2">
          <p className="text-sm text-ink-muted">{t('trip.dates')}</p>
          <p className="font-semibold text-ink" data-testid="trip-dates">
            {day(range.start)} – {day(range.end)}{' '}
            <span className="font-normal text-ink-muted">· {t('trip.nights', { count: nights })}</span>
          </p>
        </div>
        {kind === 'campsite' ? (
          <div className="rounded-lg border border-line px-4 py-3 sm:col-span-2" data-testid="trip-party">
            <p className="flex items-center gap-2 font-semibold text-ink">
              <Users className="size-4 text-primary" aria-hidden />
              {t('list.adults', { count: party.adults_num })} · {t('list.children', { count: party.children_num })} ·{' '}
              {t('trip.pitches', { count: party.pitches_num })}
            </p>
            <p className="mt-0.5 text-sm text-ink-muted">{t('trip.partyFixed')}</p>
          </div>
        ) : (
          <>
            <Input
              label={t('trip.adults')}
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              error={errorOf('adults_num')}
              data-testid="adults-input"
              {...typed.register('adults_num')}
            />
            <Input
              label={t('trip.children')}
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              error={errorOf('children_num')}
              {...typed.register('children_num')}
            />
          </>
        )}
        <Field
          id="booking-message"
          label={t('trip.message')}
          hint={t('trip.messageHint')}
          error={errorOf('description')}
          className="sm:col-span-2"
        >
          <textarea
            id="booking-message"
            rows={3}
            maxLength={250}
            placeholder={t('trip.messagePlaceholder')}
            className={cn(controlClasses({ invalid: Boolean(errorOf('description')) }), 'h-auto py-2.5')}
            {...typed.register('description')}
          />
        </Field>
      </div>
    </FormSection>
  )
}

/** Campsite guests by name and the vehicle (booking §3 "Campsite persons"). */
function CampsiteSection({ form, requiresPersons }: { form: DetailsForm; requiresPersons: boolean }) {
  const { t } = useTranslation('booking')
  const typed = form
  const errorOf = useFieldErrors(typed)
  const persons = (useWatch({ control: typed.control, name: 'persons' }) ?? []) as unknown[]
  const adults = Number(typed.getValues('adults_num')) || 0
  const children = Number(typed.getValues('children_num')) || 0
  const today = nightKeyOf(Date.now() / 1000, 'UTC')
  const listed = persons.length > 0
  return (
    <FormSection title={t('campsite.title')} description={t('campsite.text')} icon={<Car />}>
      {requiresPersons ? (
        <p className="mb-4 text-sm text-ink-muted">{t('campsite.personsRequired')}</p>
      ) : (
        <Checkbox
          className="mb-5"
          label={t('campsite.addPersons')}
          checked={listed}
          data-testid="add-persons"
          onChange={(event) =>
            typed.setValue(
              'persons',
              event.target.checked ? Array.from({ length: adults + children }, () => ({ ...blankPerson })) : [],
              { shouldValidate: true },
            )
          }
        />
      )}
      {errorOf('persons') && (
        <p role="alert" className="mb-4 text-sm font-medium text-danger">
          {errorOf('persons')}
        </p>
      )}
      {persons.map((_, index) => (
        <fieldset
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the party, never reordered
          key={index}
          className="mb-5 grid gap-4 rounded-lg border border-line p-4 sm:grid-cols-3"
          data-testid="person-row"
        >
          <legend className="px-1 text-sm font-semibold text-ink">{t('campsite.person', { number: index + 1 })}</legend>
          <Input
            label={t('campsite.firstName')}
            maxLength={30}
            error={errorOf(`persons.${index}.first_name`)}
            {...typed.register(`persons.${index}.first_name`)}
          />
          <Input
            label={t('campsite.lastName')}
            maxLength={30}
            error={errorOf(`persons.${index}.last_name`)}
            {...typed.register(`persons.${index}.last_name`)}
          />
          <Input
            label={t('campsite.birthdate')}
            type="date"
            max={today}
            error={errorOf(`persons.${index}.birthdate`)}
            {...typed.register(`persons.${index}.birthdate`)}
          />
        </fieldset>
      ))}
      <div className="grid gap-5 sm:grid-cols-3">
        <Input
          label={t('campsite.vehicleLength')}
          type="number"
          inputMode="decimal"
          step="0.1"
          min={1}
          max={50}
          unit={t('campsite.metres')}
          error={errorOf('vehicle_length')}
          {...typed.register('vehicle_length')}
        />
        <Input
          label={t('campsite.vehicleWidth')}
          type="number"
          inputMode="decimal"
          step="0.1"
          min={1}
          max={10}
          unit={t('campsite.metres')}
          error={errorOf('vehicle_width')}
          {...typed.register('vehicle_width')}
        />
        <Input
          label={t('campsite.licensePlate')}
          maxLength={50}
          error={errorOf('license_plate')}
          {...typed.register('license_plate')}
        />
      </div>
    </FormSection>
  )
}

/** The guest creation payload of §3; the e-mail is locked for a signed-in traveler. */
function TravelerFields({ form, lockedEmail }: { form: DetailsForm; lockedEmail: string | null }) {
  const { t } = useTranslation('accounts')
  const typed = form
  const errorOf = useFieldErrors(typed)
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {lockedEmail ? (
        <LockedEmail email={lockedEmail} />
      ) : (
        <Input
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          error={errorOf('email')}
          data-testid="guest-email"
          {...typed.register('email')}
        />
      )}
      <DateOfBirthField form={typed as never} testId="date-of-birth" />
      <NameFields form={typed as never} maxLength={30} />
      <PhoneField form={typed as never} />
      <CountrySelect form={typed as never} />
      <AddressFields form={typed as never} />
    </div>
  )
}

/** Payment methods by currency and the terms (§2 "The payment step"). */
function PaymentSection({
  form,
  methods,
  currency,
  instant,
  agreement,
}: {
  form: DetailsForm
  methods: BookingPaymentMethod[]
  currency: string
  instant: boolean
  /** The partner's extra agreement checkbox (booking §2), under the terms. */
  agreement: ReactNode
}) {
  const { t } = useTranslation('booking')
  const typed = form
  const errorOf = useFieldErrors(typed)
  const chosen = useWatch({ control: typed.control, name: 'payment_method' })
  return (
    <FormSection
      title={t('payment.title')}
      description={instant ? t('payment.textInstant') : t('payment.textRequest')}
      icon={<CreditCard />}
    >
      <fieldset>
        <legend className="mb-3 text-sm font-semibold text-ink">{t('payment.method')}</legend>
        <PaymentMethodChoice
          methods={methods}
          roomy
          testId="payment-methods"
          isChosen={(method) => chosen === method}
          inputProps={(method) => ({ 'data-testid': `method-${method}`, ...typed.register('payment_method') })}
        />
        {errorOf('payment_method') && (
          <p role="alert" className="mt-2 text-sm font-medium text-danger">
            {errorOf('payment_method')}
          </p>
        )}
        {currency.toUpperCase() !== 'EUR' && <p className="mt-3 text-sm text-ink-subtle">{t('payment.euroOnly')}</p>}
      </fieldset>
      <div className="mt-6">
        <TermsCheckbox error={errorOf('terms')} {...typed.register('terms')} />
        {agreement}
      </div>
    </FormSection>
  )
}
