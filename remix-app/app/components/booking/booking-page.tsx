import { bookingDetailsSchema, insuranceNotice } from '@driftway/domain/booking-form'
import type { BookingPaymentMethod } from '@driftway/domain/booking-status'
import { daysBetweenKeys } from '@driftway/domain/dates'
import type { PartnerSlug } from '@driftway/domain/partners'
import type { ListingKind } from '@driftway/domain/roles'
import { useState } from 'react'
import { Link, useFetcher } from 'react-router'
import type { PartyCounts } from '~/components/listing-detail/quote-request'
import type { QuoteResult } from '~/components/listing-detail/types'
import { Alert, Button, Checkbox, Dialog } from '~/components/ui'
import {
  ArrowLeft,
  ArrowRight,
  BadgeCheck,
  Lock,
  MessageCircle,
  ShieldAlert,
  ShieldCheck,
  Zap,
} from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { bookingPageHref } from '~/lib/booking-trip'
import { type ActionFailure, postJson, useActionFeedback } from '~/lib/forms'
import type { BookingListing } from '~/routes/booking/booking-listing'
import {
  type BookingPrefill,
  detailsFieldOf,
  isPaymentField,
  useBookingDetailsForm,
  useBookingPaymentForm,
} from './booking-forms'
import { type BookingStep, BookingSteps } from './booking-steps'
import { BookingSummary } from './booking-summary'
import { CampsiteSection } from './campsite-section'
import { PaymentSection } from './payment-section'
import { usePersonsCheck } from './persons-check'
import { TravelerSection } from './traveler-section'
import { TripSection } from './trip-section'

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
  user: (BookingPrefill & { role: number }) | null
  isLessor: boolean
  somethingWrong: boolean
  returnTo: string
}

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

  const details = useBookingDetailsForm({ kind, party, user, requiresPersons: props.requiresPersons })
  const payment = useBookingPaymentForm(props.currency, props.paymentMethods)

  const submit = useFetcher<ActionFailure>({ key: 'booking' })
  useActionFeedback(submit.data, null, {
    kind,
    onFailure: (failure) => {
      // A partner's seat limit (booking §5: the error names the seat count) belongs to the party fields.
      const seats = 'seats' in failure ? failure.seats : undefined
      if (failure.error_key === 'seat_limit_exceeded' && typeof seats === 'number') {
        details.setError('adults_num', { type: 'server', message: t('validation.seatLimit', { count: seats }) })
        setStep('details')
        return true
      }
      let placed = false
      for (const [field, messages] of Object.entries(failure.fields ?? {})) {
        if (!messages[0]) continue
        const error = { type: 'server', message: messages[0] }
        const detailsField = detailsFieldOf(field)
        if (detailsField) {
          details.setError(detailsField, error)
          if (!placed) setStep('details')
        } else if (isPaymentField(field)) payment.setError(field, error)
        // Any other field (the partner agreement) is shown by the page itself, from `submit.data.fields`.
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
    const dob = details.getValues('date_of_birth_timestamp')
    const warning = insuranceNotice(typeof dob === 'number' ? dob : undefined, props.insurance)
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
        },
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
              method="post"
              noValidate
              onSubmit={(event) => {
                event.preventDefault()
                void onContinue()
              }}
              hidden={step !== 'details'}
              className="overflow-hidden rounded-2xl border border-line bg-surface shadow-xs"
              data-testid="booking-details-form"
            >
              <TripSection kind={kind} range={range} party={party} form={details} nights={nights} />
              {kind === 'campsite' && <CampsiteSection form={details} requiresPersons={props.requiresPersons} />}
              <TravelerSection
                form={details}
                lockedEmail={user?.email ?? null}
                loginHref={loginHref}
                signupHref={signupHref}
                emailExists={emailExists}
              />
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
                method="post"
                noValidate
                onSubmit={(event) => {
                  event.preventDefault()
                  void onBook()
                }}
                className="overflow-hidden rounded-2xl border border-line bg-surface shadow-xs"
                data-testid="booking-payment-form"
              >
                <PaymentSection
                  form={payment}
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
