import { formatMoney } from '@driftway/domain/money'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import type { PartnerFlowProps } from '~/components/listing-detail/partner-flows'
import { Stepper } from '~/components/listing-detail/party-selector'
import { Button, Dialog } from '~/components/ui'
import { ArrowLeft, ArrowRight, Check, ShieldCheck } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import type { PartnerChoices } from '~/lib/partner-booking'
import { partnerBookingHref } from '~/lib/partner-trip'
import { OfferPanel } from '../offer-panel'
import type { PartnerOfferResult } from '../partner-offer'
import { usePartnerOffer } from '../use-partner-offer'
import { useStepDelay, WizardSteps } from '../wizard-steps'
import {
  defaultThlInsurance,
  maxThlQuantity,
  type ThlItem,
  type ThlQuantities,
  type ThlStep,
  thlStepReady,
  visibleThlExtras,
  withThlQuantity,
} from './extras-rules'

/**
 * THL's insurance/extras wizard (booking §2): step 1 the insurance, step 2 the extras, the
 * partner's price details above, revalidated on every change (§4); Complete leads to the booking
 * page with the choices. Step rules and quantity rules are booking §5's (extras-rules.ts).
 */
export function ThlWizard({ open, onClose, listing, range, stamps, choices: baseChoices, returnTo }: PartnerFlowProps) {
  const listingId = listing.id
  const { t } = useTranslation('partners')
  const navigate = useNavigate()
  const [step, setStep] = useState<ThlStep>('insurance')
  const [completed, setCompleted] = useState<ThlStep[]>([])
  const [insurance, setInsurance] = useState<string | null>(baseChoices.insurance ?? null)
  const [extras, setExtras] = useState<ThlQuantities>({})
  const delay = useStepDelay()

  const choices: PartnerChoices = { ...baseChoices, ...(insurance ? { insurance } : {}) }
  const { result, loading, retry } = usePartnerOffer('thl', listingId, open ? { ...stamps, choices, extras } : null)
  const items = result?.ok ? result.thl : null
  // booking §4 defaults: the zero-price insurance is preselected.
  useEffect(() => {
    if (insurance === null && items && items.insurance.length > 0) setInsurance(defaultThlInsurance(items.insurance))
  }, [insurance, items])

  const ready = thlStepReady(step, { insurance, extras, extrasLoaded: Boolean(items) && !loading })
  const close = () => {
    delay.cancel()
    onClose()
  }
  const next = () =>
    delay.run(() => {
      setCompleted((done) => [...new Set([...done, step])])
      if (step === 'insurance') setStep('extras')
      else navigate(partnerBookingHref('recreational_vehicle', listingId, range, choices, extras))
    })

  const state = (id: ThlStep) => (id === step ? 'active' : completed.includes(id) ? 'completed' : 'pending')
  return (
    <Dialog
      open={open}
      onClose={close}
      icon={<ShieldCheck />}
      title={t('thl.title')}
      description={t('thl.lead')}
      className="sm:max-w-2xl"
      footer={
        <>
          {step === 'extras' && (
            <Button
              variant="ghost"
              icon={<ArrowLeft className="size-4" />}
              onClick={() => setStep('insurance')}
              disabled={delay.busy}
              data-testid="wizard-back"
            >
              {t('wizard.back')}
            </Button>
          )}
          <Button
            onClick={next}
            loading={delay.busy}
            disabled={!ready || !result?.ok}
            iconRight={step === 'insurance' ? <ArrowRight className="size-4" /> : <Check className="size-4" />}
            data-testid={step === 'insurance' ? 'wizard-next' : 'wizard-complete'}
          >
            {step === 'insurance' ? t('wizard.next') : t('wizard.complete')}
          </Button>
        </>
      }
    >
      <div className="space-y-5" data-testid="thl-wizard" data-step={step}>
        <WizardSteps
          label={t('wizard.steps')}
          steps={[
            { id: 'insurance', title: t('thl.stepInsurance'), state: state('insurance') },
            { id: 'extras', title: t('thl.stepExtras'), state: state('extras') },
          ]}
          onOpen={(id) => setStep(id as ThlStep)}
        />
        <OfferPanel result={result} loading={loading} selection={{ insurance }} onRetry={retry} returnTo={returnTo} />
        <div className="-mx-1 max-h-[min(420px,45dvh)] overflow-y-auto px-1">
          {step === 'insurance' ? (
            <InsuranceStep
              result={result}
              items={items?.insurance ?? null}
              chosen={insurance}
              onChoose={setInsurance}
            />
          ) : (
            <ExtrasStep
              items={items ? visibleThlExtras(items.extras) : null}
              currency={items?.currency ?? 'EUR'}
              quantities={extras}
              onChange={(item, quantity) => setExtras((current) => withThlQuantity(current, item, quantity))}
            />
          )}
        </div>
      </div>
    </Dialog>
  )
}

function InsuranceStep({
  result,
  items,
  chosen,
  onChoose,
}: {
  result: PartnerOfferResult | null
  items: ThlItem[] | null
  chosen: string | null
  onChoose: (code: string) => void
}) {
  const { t, i18n } = useTranslation('partners')
  if (!items) return null
  const plans = result?.ok ? result.offer.insurance_plans : []
  const currency = result?.ok ? result.offer.currency : 'EUR'
  const money = (amount: number) => formatMoney(amount, currency, i18n.language)
  return (
    <fieldset>
      <legend className="mb-3 font-semibold text-ink">{t('thl.insuranceLegend')}</legend>
      <div className="grid gap-3 sm:grid-cols-3" data-testid="thl-insurance">
        {[...items]
          .sort((a, b) => a.nettAmt - b.nettAmt)
          .map((item) => {
            const plan = plans.find((p) => p.code === item.code)
            const selected = chosen === item.code
            return (
              <label
                key={item.code}
                data-testid={`insurance-${item.code}`}
                data-selected={selected ? 'true' : 'false'}
                className={cn(
                  'relative flex cursor-pointer flex-col gap-1 rounded-xl border p-4 transition-colors has-[:focus-visible]:shadow-focus',
                  selected ? 'border-primary bg-primary-soft shadow-xs' : 'border-line-strong hover:border-stone-400',
                )}
              >
                <input
                  type="radio"
                  name="thl-insurance"
                  value={item.code}
                  checked={selected}
                  onChange={() => onChoose(item.code)}
                  className="absolute top-4 right-4 size-4 accent-[var(--color-primary)]"
                />
                <span className="pr-6 font-semibold text-ink">{item.name}</span>
                <span className="text-lg font-bold text-forest-950 tabular-nums">
                  {item.nettAmt === 0 ? t('price.included') : money(item.nettAmt)}
                </span>
                {plan?.liability_in_cents !== null && plan?.liability_in_cents !== undefined && (
                  <span className="text-sm text-ink-muted">
                    {plan.liability_in_cents === 0
                      ? t('thl.noExcess')
                      : t('thl.excess', { amount: money(plan.liability_in_cents) })}
                  </span>
                )}
                {plan?.deposit_in_cents !== null && plan?.deposit_in_cents !== undefined && (
                  <span className="text-sm text-ink-muted">
                    {plan.deposit_in_cents === 0
                      ? t('thl.noBond')
                      : t('thl.bond', { amount: money(plan.deposit_in_cents) })}
                  </span>
                )}
              </label>
            )
          })}
      </div>
    </fieldset>
  )
}

function ExtrasStep({
  items,
  currency,
  quantities,
  onChange,
}: {
  items: ThlItem[] | null
  currency: string
  quantities: ThlQuantities
  onChange: (item: ThlItem, quantity: number) => void
}) {
  const { t, i18n } = useTranslation('partners')
  if (!items) return null
  if (items.length === 0) return <p className="text-ink-muted">{t('thl.noExtras')}</p>
  const money = (amount: number) => formatMoney(amount, currency, i18n.language)
  return (
    <ul className="divide-y divide-line" data-testid="thl-extras" aria-label={t('thl.stepExtras')}>
      {items.map((item) => (
        <li key={item.code} data-testid="thl-extra" data-code={item.code}>
          <Stepper
            label={item.name}
            hint={[
              item.unit === 'DAY' && item.dailyRate !== null
                ? t('thl.perDay', { amount: money(item.dailyRate) })
                : t('thl.perRental', { amount: money(item.nettAmt) }),
              item.note,
            ]
              .filter(Boolean)
              .join(' · ')}
            value={quantities[item.code] ?? 0}
            min={0}
            max={maxThlQuantity(item)}
            onChange={(value) => onChange(item, value)}
            testId={`thl-extra-${item.code}`}
          />
        </li>
      ))}
    </ul>
  )
}
