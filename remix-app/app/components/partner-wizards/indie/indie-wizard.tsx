import { formatMoney } from '@driftway/domain/money'
import { partnerKind } from '@driftway/domain/partners'
import { useEffect, useId, useRef, useState } from 'react'
import { Alert, Button, ButtonLink, Spinner } from '~/components/ui'
import { useModalDialog } from '~/components/ui/dialog'
import { ArrowLeft, ArrowRight, Check, LogIn, X } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { apiErrorText } from '~/lib/validation-text'
import { OfferPanel } from '../offer-panel'
import { WIZARD_STEP_DELAY_MS } from '../wizard-steps'
import { DistanceStep, ExtrasStep, ProtectionStep, TimeStep } from './indie-steps'
import {
  canAdvance,
  emptyIndieChoices,
  type IndieChoices,
  type IndieStep,
  indieSteps,
  nextStep,
  type PartnerQuote,
  previousStep,
  stepStateOf,
  visibleExtras,
  withDefaults,
} from './indie-wizard-model'
import { StepHeader } from './step-header'
import { useIndieOffer } from './use-indie-offer'

export type IndieStation = { code: string; name?: string | null; city?: string | null }

type IndieWizardProps = {
  open: boolean
  onClose: () => void
  listing: { id: string; title: string; identifier: string | null; stations?: IndieStation[] }
  /** The trip of the detail page (booking §2: startDate and endDate of the query). */
  range: { start: string; end: string }
  stamps: { pickup_timestamp: number; return_timestamp: number }
  /** The query's stations and any earlier choices: restored, not overwritten (booking §4). */
  initial?: Partial<IndieChoices>
  /** Where the completed form goes: the booking page with the Indie redirect query (booking §1). */
  onComplete: (choices: IndieChoices, quote: PartnerQuote) => void
  /** Where "Log in" returns to (the detail page with its query). */
  returnTo: string
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The Indie campervan wizard (booking §2, five steps): pick-up, drop-off, protection plan, extras,
 * distance package. Each finished step collapses to a summary with a Change link; Next waits the
 * spec's 500 ms, marks the step completed and asks Indie again, so the price shown is always
 * the partner's price of the form so far (booking §4 "Wizard behaviour").
 */
export function IndieWizard(props: IndieWizardProps) {
  const { open, onClose, listing, stamps } = props
  const { t, i18n } = useTranslation('indie-wizard')
  const dialog = useModalDialog(open)
  const titleId = useId()
  const detailsId = useId()
  const [detailsOpen, setDetailsOpen] = useState(false)
  const offer = useIndieOffer(listing.id, listing.identifier)
  const [choices, setChoices] = useState<IndieChoices>({ ...emptyIndieChoices, ...props.initial })
  const [active, setActive] = useState<IndieStep>('pickup')
  const [completed, setCompleted] = useState<IndieStep[]>([])
  const [advancing, setAdvancing] = useState(false)
  // Set once Complete has the partner's final price: every step shows completed while the booking page loads.
  const [finished, setFinished] = useState(false)
  const started = useRef(false)

  // First open: ask Indie what can be chosen, preselect the free defaults, and price them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per opening; the choices it starts from are the initial ones
  useEffect(() => {
    if (!open || started.current) return
    started.current = true
    void (async () => {
      const first = await offer.validate(stamps, choices)
      if (!first) {
        started.current = false
        return
      }
      const filled = withDefaults(choices, first)
      setChoices(filled)
      if (JSON.stringify(filled) !== JSON.stringify(choices)) await offer.validate(stamps, filled)
    })()
  }, [open])

  const quote = offer.quote
  const update = (change: Partial<IndieChoices>) => setChoices((current) => ({ ...current, ...change }))

  const advance = async () => {
    if (!canAdvance(active, choices) || advancing) return
    setAdvancing(true)
    const [answer] = await Promise.all([offer.validate(stamps, choices), sleep(WIZARD_STEP_DELAY_MS)])
    setAdvancing(false)
    if (!answer) return
    setCompleted((done) => (done.includes(active) ? done : [...done, active]))
    const next = nextStep(active)
    if (next) setActive(next)
    else {
      setFinished(true)
      props.onComplete(choices, answer)
    }
  }

  const back = () => {
    const previous = previousStep(active)
    if (previous) setActive(previous)
  }

  // The partner's validate is a signed-in traveler's call (decision 0098): a lapsed session is asked to log in again.
  const signIn =
    offer.error?.status === 401 ||
    offer.error?.error_key === 'sign_in_required' ||
    offer.error?.error_key === 'authentication_required'
  const isLast = nextStep(active) === null
  const currency = quote?.currency ?? 'EUR'
  const money = (cents: number) => formatMoney(cents, currency, i18n.language)

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; keyboards have Escape (native) and the close button
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
      className="m-auto h-[min(100dvh,56rem)] max-h-[100dvh] w-full max-w-2xl animate-fade-in overflow-hidden border-line bg-surface p-0 text-ink shadow-lg backdrop:bg-forest-950/40 backdrop:backdrop-blur-[2px] sm:h-[min(92dvh,56rem)] sm:w-[calc(100%-2rem)] sm:rounded-2xl sm:border"
      data-testid="indie-wizard"
      data-step={active}
    >
      {open && (
        <div className="flex h-full flex-col">
          <header className="flex items-start gap-4 border-b border-line px-5 py-4 sm:px-7 sm:py-5">
            <div className="min-w-0 flex-1">
              <p className="text-xs font-semibold tracking-wide text-primary uppercase">{t('eyebrow')}</p>
              <h2 id={titleId} className="mt-0.5 truncate text-lg font-bold tracking-tight text-forest-950 sm:text-xl">
                {t('title', { title: listing.title })}
              </h2>
              <p className="mt-0.5 text-sm text-ink-muted">
                {t('progress', { done: completed.length, total: indieSteps.length })}
              </p>
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('close')}
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-ink-subtle transition-colors hover:bg-surface-muted hover:text-ink focus-visible:shadow-focus focus-visible:outline-none"
            >
              <X className="size-5" />
            </button>
          </header>

          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4 sm:px-7 sm:py-5">
            {signIn ? (
              <div className="py-8 text-center" data-testid="indie-sign-in">
                <p className="font-semibold text-ink">{t('signIn.title')}</p>
                <p className="mx-auto mt-1 max-w-sm text-ink-muted">{t('signIn.text')}</p>
                <ButtonLink
                  to={`/login?redirect=${encodeURIComponent(props.returnTo)}`}
                  className="mt-5"
                  icon={<LogIn className="size-4" />}
                >
                  {t('signIn.action')}
                </ButtonLink>
              </div>
            ) : !quote ? (
              offer.error ? (
                <Alert tone="danger" data-testid="indie-error">
                  {offer.error.error_key === 'VAL001'
                    ? t('soldOut')
                    : apiErrorText(t, offer.error, { kind: partnerKind.indie })}
                </Alert>
              ) : (
                <div className="flex items-center justify-center gap-3 py-16 text-ink-muted" role="status">
                  <Spinner className="size-5" />
                  {t('loading')}
                </div>
              )
            ) : (
              <ol className="space-y-3" aria-label={t('stepsLabel')}>
                {indieSteps.map((step, index) => {
                  const state = stepStateOf(step, finished ? null : active, completed)
                  return (
                    <li
                      key={step}
                      className={
                        state === 'active'
                          ? 'rounded-xl border border-primary/40 bg-surface shadow-xs ring-1 ring-primary/15'
                          : 'rounded-xl border border-line bg-surface'
                      }
                      data-testid={`indie-step-${step}`}
                      data-state={state}
                      aria-current={state === 'active' ? 'step' : undefined}
                    >
                      <StepHeader
                        number={index + 1}
                        title={t(`steps.${step}`)}
                        state={state}
                        summary={
                          state === 'completed' ? summaryOf(step, choices, quote, listing.stations, t, money) : null
                        }
                        onChange={state === 'completed' && !advancing && !finished ? () => setActive(step) : undefined}
                        changeText={t('change')}
                        changeLabel={t('changeStep', { step: t(`steps.${step}`) })}
                      />
                      {state === 'active' && (
                        <div className="border-t border-line px-4 pt-4 pb-5 sm:px-5">
                          {step === 'pickup' || step === 'dropoff' ? (
                            <TimeStep
                              kind={step}
                              date={step === 'pickup' ? props.range.start : props.range.end}
                              slots={step === 'pickup' ? quote.time_slots.pickup : quote.time_slots.dropoff}
                              time={step === 'pickup' ? choices.checkin_time : choices.checkout_time}
                              onTime={(time) =>
                                update(step === 'pickup' ? { checkin_time: time } : { checkout_time: time })
                              }
                              stations={stationsOf(
                                step === 'pickup' ? quote.location_codes.pickup : quote.location_codes.dropoff,
                                listing.stations,
                              )}
                              station={step === 'pickup' ? choices.pickup_location_code : choices.dropoff_location_code}
                              onStation={(code) =>
                                update(
                                  step === 'pickup' ? { pickup_location_code: code } : { dropoff_location_code: code },
                                )
                              }
                              money={money}
                            />
                          ) : step === 'protection' ? (
                            <ProtectionStep
                              plans={quote.insurance_plans}
                              chosen={choices.insurance}
                              onChoose={(code) => update({ insurance: code })}
                              money={money}
                            />
                          ) : step === 'extras' ? (
                            <ExtrasStep
                              extras={quote.extra_amenities}
                              chosen={choices.extras}
                              onChange={(extras) => update({ extras })}
                              money={money}
                            />
                          ) : (
                            <DistanceStep
                              packages={quote.distance_packages}
                              chosen={choices.distance_package}
                              onChoose={(code) => update({ distance_package: code })}
                              money={money}
                            />
                          )}
                        </div>
                      )}
                    </li>
                  )
                })}
              </ol>
            )}
            {quote && offer.error && !signIn && (
              <Alert tone="danger" className="mt-4" data-testid="indie-error">
                {offer.error.error_key === 'VAL001'
                  ? t('soldOut')
                  : apiErrorText(t, offer.error, { kind: partnerKind.indie })}
              </Alert>
            )}
          </div>

          {quote && detailsOpen && (
            <div id={detailsId} className="max-h-[40dvh] overflow-y-auto border-t border-line px-5 py-3 sm:px-7">
              <OfferPanel
                result={{ ok: true, offer: quote, thl: null }}
                loading={offer.loading}
                selection={{ insurance: choices.insurance }}
                onRetry={() => void offer.validate(stamps, choices)}
                returnTo={props.returnTo}
              />
            </div>
          )}
          <footer className="flex flex-wrap items-center gap-3 border-t border-line bg-stone-50 px-5 py-4 sm:px-7">
            <div className="mr-auto min-w-0" aria-live="polite">
              <p className="text-xs font-medium text-ink-muted">{t('total')}</p>
              <p className="flex items-center gap-2 text-xl font-bold text-forest-950" data-testid="indie-total">
                {quote ? money(quote.total_rent_price_in_cents) : '—'}
                {offer.loading && <Spinner className="size-4 text-ink-subtle" label={t('updating')} />}
              </p>
              {quote && (
                <button
                  type="button"
                  onClick={() => setDetailsOpen((shown) => !shown)}
                  aria-expanded={detailsOpen}
                  aria-controls={detailsOpen ? detailsId : undefined}
                  className="text-xs font-semibold text-primary underline-offset-2 hover:underline focus-visible:shadow-focus focus-visible:outline-none"
                  data-testid="indie-price-details"
                >
                  {t('priceDetails')}
                </button>
              )}
            </div>
            {previousStep(active) && quote && !signIn && (
              <Button variant="ghost" onClick={back} disabled={advancing} icon={<ArrowLeft className="size-4" />}>
                {t('back')}
              </Button>
            )}
            {quote && !signIn && (
              <Button
                onClick={() => void advance()}
                loading={advancing || finished}
                disabled={finished || !canAdvance(active, choices) || (offer.loading && !advancing)}
                iconRight={isLast ? <Check className="size-4" /> : <ArrowRight className="size-4" />}
                data-testid="indie-next"
              >
                {isLast ? t('complete') : t('next')}
              </Button>
            )}
          </footer>
        </div>
      )}
    </dialog>
  )
}

/** Stations Indie offers for a hand-over, named from the listing's imported stations where known. */
function stationsOf(codes: readonly string[], known: IndieStation[] | undefined): IndieStation[] {
  return codes.map((code) => known?.find((station) => station.code === code) ?? { code })
}

type T = ReturnType<typeof useTranslation>['t']

/** One line saying what a finished step holds (shown beside its Change link). */
function summaryOf(
  step: IndieStep,
  choices: IndieChoices,
  quote: PartnerQuote,
  stations: IndieStation[] | undefined,
  t: T,
  money: (c: number) => string,
) {
  const station = (code: string | null) => (code && stations?.find((s) => s.code === code)?.name) || code
  if (step === 'pickup')
    return [station(choices.pickup_location_code), choices.checkin_time].filter(Boolean).join(' · ')
  if (step === 'dropoff')
    return [station(choices.dropoff_location_code), choices.checkout_time].filter(Boolean).join(' · ')
  if (step === 'protection') {
    const plan = quote.insurance_plans.find((p) => p.code === choices.insurance)
    return plan ? `${plan.name} · ${plan.price_in_cents === 0 ? t('included') : money(plan.price_in_cents)}` : ''
  }
  if (step === 'extras') {
    const names = visibleExtras(quote.extra_amenities)
      .filter((extra) => (choices.extras[extra.code] ?? 0) > 0)
      .map((extra) => `${choices.extras[extra.code]} × ${extra.name}`)
    return names.length > 0 ? names.join(', ') : t('extras.none')
  }
  const distance = quote.distance_packages.find((d) => d.code === choices.distance_package)
  return distance?.name ?? ''
}
