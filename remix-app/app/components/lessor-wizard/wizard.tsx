import { type EditorField, type EditorStep, type FormValues, stepFields } from '@driftway/domain/listing-editor-fields'
import { draftIssues, stepSchema, validateStep } from '@driftway/domain/listing-editor-validation'
import { listingImageSlots, vehicleDocumentTypes } from '@driftway/domain/listing-options'
import type { ListingKind } from '@driftway/domain/roles'
import { zodResolver } from '@hookform/resolvers/zod'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { Link, useFetcher, useNavigate } from 'react-router'
import { AccountPageHeader } from '~/components/accounts/page-header'
import { Alert, Button, ButtonLink, useToast } from '~/components/ui'
import {
  ArrowLeft,
  ArrowRight,
  CalendarDays,
  ExternalLink,
  Eye,
  PackagePlus,
  Rocket,
  Save,
} from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { apiErrorText, useServerRenderedForm } from '~/lib/forms'
import { kindKeys } from '~/lib/listings'
import { AddressSearch } from './address-search'
import { CancellationTermsEditor } from './cancellation-terms'
import { type DynamicChoices, FieldGrid } from './field-grid'
import { InsuranceEditor } from './insurance'
import { layoutOf } from './layout'
import { MediaSlots } from './media-slots'
import { editorMessage } from './messages'
import { type PublishFailure, PublishFailureDialog } from './publish-failure'
import { type SeasonRate, SeasonRatesEditor } from './season-rates'
import { StepIndicator } from './step-indicator'

export type WizardData = {
  kind: ListingKind
  listingId: string | null
  step: EditorStep
  steps: readonly EditorStep[]
  title: string
  isDraft: boolean
  values: FormValues
  currency: string
  rates: SeasonRate[]
  seasons: number
  reservations: number
  extras: number
  choices: DynamicChoices
  overview: string
}

type Answer = { ok: false; error_key: string; error_msg: string; fields?: Record<string, string[]>; publish?: boolean }

/** A titled block of the step, like the cards of the profile pages. */
function Section({
  title,
  lead,
  children,
  testId,
}: {
  title: string
  lead?: string
  children: ReactNode
  testId?: string
}) {
  return (
    <section className="rounded-2xl border border-line bg-surface p-5 shadow-xs sm:p-7" data-testid={testId}>
      <h2 className="text-lg font-bold tracking-tight text-forest-950">{title}</h2>
      {lead && <p className="mt-1 text-sm leading-relaxed text-ink-muted">{lead}</p>}
      <div className="mt-5">{children}</div>
    </section>
  )
}

/** What a step keeps on the listing-management page (calendar, extras): a count and a link there. */
function ManageLink({ icon, summary, to, label }: { icon: ReactNode; summary: string; to: string; label: string }) {
  return (
    <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-center gap-2.5 text-sm text-ink">
        {icon}
        {summary}
      </p>
      <ButtonLink to={to} variant="secondary" size="sm" iconRight={<ExternalLink className="size-4" />} target="_blank">
        {label}
      </ButtonLink>
    </div>
  )
}

const groupsOf = (fields: EditorField[]) => [...new Set(fields.map((field) => layoutOf(field).group))]

export function ListingWizard({ data }: { data: WizardData }) {
  const { kind, listingId, step, steps, currency } = data
  const { t } = useTranslation('lessor')
  const toast = useToast()
  const navigate = useNavigate()
  const fetcher = useFetcher<Answer>({ key: 'wizard-save' })
  const [failure, setFailure] = useState<PublishFailure | null>(null)
  const initial = useRef(data.values)
  const form = useServerRenderedForm(
    useForm<FormValues>({
      resolver: zodResolver(stepSchema(kind, step)),
      mode: 'onTouched',
      defaultValues: data.values,
    }),
  )
  const fields = stepFields(kind, step)
  const index = steps.indexOf(step)
  const last = index === steps.length - 1
  const busy = fetcher.state !== 'idle'
  // Which button sent the save in flight (its spinner): the submitted `then`.
  const pending = busy ? (fetcher.json as { then?: string } | undefined)?.then : undefined
  const [rateError, setRateError] = useState<string | undefined>()

  // Server answers: field errors under their fields, publish failures in their dialog.
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return
    const answer = fetcher.data
    if (answer.ok !== false) return
    if (answer.publish) {
      setFailure(answer)
      return
    }
    let placed = false
    for (const [name, messages] of Object.entries(answer.fields ?? {})) {
      if (name === 'season_rates') {
        setRateError(editorMessage(t, messages[0]))
        placed = true
        continue
      }
      if (!(name in form.getValues()) && name !== 'images' && name !== 'cancellation_terms') continue
      form.setError(name, { type: 'server', message: messages[0] }, { shouldFocus: !placed })
      placed = true
    }
    toast.error(placed ? t('wizard.checkFields') : apiErrorText(t, answer, { fallback: t('common.failed'), kind }))
  }, [fetcher.state, fetcher.data, form, t, toast, kind])

  const submit = (then: string, values: FormValues) => {
    // React Router types a JSON body as JsonValue; the editor's values are JSON, but FormValues (an
    // open record of the kind's fields) types them as unknown.
    void fetcher.submit({ intent: 'save', step, values, initial: initial.current, then } as never, {
      method: 'post',
      encType: 'application/json',
    })
  }

  const saveAnd = (then: string) =>
    form.handleSubmit(
      (values) => submit(then, values),
      () => toast.error(t('wizard.checkFields')),
    )()

  const saveDraft = () => {
    const values = form.getValues()
    const issues = draftIssues(kind, validateStep(kind, step, values))
    form.clearErrors()
    if (issues.length > 0) {
      issues.forEach((issue, position) => {
        form.setError(issue.path, { type: 'draft', message: issue.message }, { shouldFocus: position === 0 })
      })
      toast.error(t('wizard.checkFields'))
      return
    }
    submit('draft', values)
  }

  const goTo = (target: EditorStep) => {
    if (!listingId) return
    if (steps.indexOf(target) < index) navigate(`/lessor/listings/${listingId}/edit/${target}`)
    else saveAnd(target)
  }

  const dynamic = data.choices
  const grid = (groupFields: EditorField[]) => (
    <FieldGrid kind={kind} fields={groupFields} form={form} dynamic={dynamic} currency={currency} />
  )
  const sections = (list: EditorField[]) =>
    groupsOf(list).map((group) => (
      <Section
        key={group}
        title={t(`groups.${group}`, { context: kindKeys[kind] })}
        lead={t(`groupLeads.${group}`, { context: kindKeys[kind], defaultValue: '' }) || undefined}
        testId={`group-${group}`}
      >
        {group === 'location' && (
          <div className="mb-5">
            <AddressSearch
              onPick={(place) => {
                const set = (name: string, value: string) =>
                  form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
                set('street_address', place.street_address)
                set('house_number', place.house_number)
                set('postal_code', place.postal_code)
                set('city', place.city)
                if (place.country_iso2) set('country_iso2', place.country_iso2)
                set('latitude', String(place.latitude))
                set('longitude', String(place.longitude))
              }}
            />
          </div>
        )}
        {grid(list.filter((field) => layoutOf(field).group === group))}
      </Section>
    ))

  const imageValues = (form.watch('images') ?? {}) as FormValues['images']
  const filledImages = Object.values(imageValues ?? {}).filter(Boolean).length

  let body: ReactNode
  if (step === 'images') {
    body = (
      <Section title={t('groups.photos')} lead={t('images.lead')} testId="group-photos">
        {filledImages < 5 && (
          <Alert tone="info" className="mb-5" data-testid="images-advice">
            {t('images.advice', { count: filledImages })}
          </Alert>
        )}
        {form.formState.errors.images && (
          <Alert tone="danger" className="mb-5" data-testid="images-error">
            {editorMessage(t, form.formState.errors.images.message as string)}
          </Alert>
        )}
        <Controller
          control={form.control}
          name="images"
          render={({ field }) => (
            <MediaSlots
              kind="image"
              slots={listingImageSlots[kind]}
              value={(field.value as Record<string, never>) ?? {}}
              onChange={(next) => {
                field.onChange(next)
                if (Object.values(next).some(Boolean)) form.clearErrors('images')
              }}
            />
          )}
        />
      </Section>
    )
  } else if (step === 'documents') {
    body = (
      <Section title={t('groups.documents')} lead={t('documents.lead')} testId="group-documents">
        <Controller
          control={form.control}
          name="documents"
          render={({ field }) => (
            <MediaSlots
              kind="document"
              slots={vehicleDocumentTypes}
              value={(field.value as Record<string, never>) ?? {}}
              onChange={field.onChange}
            />
          )}
        />
      </Section>
    )
  } else {
    body = (
      <>
        {sections(fields)}
        {step === 'rates' && (
          <Section title={t('groups.seasonRates')} lead={t('rates.lead')} testId="group-season-rates">
            <SeasonRatesEditor kind={kind} rates={data.rates} currency={currency} error={rateError} />
          </Section>
        )}
        {step === 'rates' && listingId && (
          <Section title={t('groups.extras')} lead={t('extras.lead')} testId="group-extras">
            <ManageLink
              icon={<PackagePlus className="size-5 text-forest-600" aria-hidden />}
              summary={t('extras.summary', { count: data.extras })}
              to={`/lessor/listings/${listingId}/manage?tab=extras`}
              label={t('extras.open')}
            />
          </Section>
        )}
        {step === 'calendar' && listingId && (
          <Section title={t('groups.availability')} lead={t('calendar.lead')} testId="group-availability">
            <ManageLink
              icon={<CalendarDays className="size-5 text-forest-600" aria-hidden />}
              summary={t('calendar.summary', { seasons: data.seasons, reservations: data.reservations })}
              to={`/lessor/listings/${listingId}/manage`}
              label={t('calendar.open')}
            />
          </Section>
        )}
        {step === 'preferences' && kind === 'recreational_vehicle' && (
          <Section title={t('groups.insurance')} testId="group-insurance">
            <InsuranceEditor form={form} currency={currency} />
          </Section>
        )}
        {step === 'preferences' && (
          <Section title={t('groups.cancellation')} testId="group-cancellation">
            <CancellationTermsEditor form={form} />
          </Section>
        )}
      </>
    )
  }

  const heading = listingId ? data.title || t('wizard.untitled') : t(`wizard.newTitle.${kindKeys[kind]}`)
  return (
    <>
      <AccountPageHeader
        eyebrow={t(listingId ? `wizard.eyebrowEdit.${kindKeys[kind]}` : `wizard.eyebrowNew.${kindKeys[kind]}`)}
        title={heading}
        lead={t(`stepLeads.${step}`, { context: kindKeys[kind] })}
        actions={
          listingId ? (
            <ButtonLink
              to={`/lessor/listings/${listingId}/preview`}
              variant="secondary"
              size="sm"
              icon={<Eye className="size-4" />}
            >
              {t('wizard.preview')}
            </ButtonLink>
          ) : undefined
        }
      >
        <StepIndicator steps={steps} current={step} enabled={Boolean(listingId)} onGo={goTo} />
      </AccountPageHeader>
      {/* Left-aligned under the page header and step bar rather than centred on its own axis. */}
      <div className="container-page pt-8 pb-12">
        <form
          method="post"
          noValidate
          className="flex max-w-5xl flex-col gap-6"
          data-testid="wizard-form"
          data-step={step}
          onSubmit={(event) => {
            event.preventDefault()
            void saveAnd(last ? 'publish' : 'next')
          }}
        >
          {!data.isDraft && (
            <Alert tone="success" title={t('wizard.published.title')}>
              {t('wizard.published.text')}
            </Alert>
          )}
          {body}
          <div
            className="sticky bottom-3 z-30 mt-2 rounded-2xl border border-line bg-surface/95 shadow-lg backdrop-blur"
            data-testid="wizard-actions"
          >
            <div className="flex items-center gap-2 px-3 py-3 sm:gap-3 sm:px-5">
              {index > 0 && listingId ? (
                <Button
                  variant="ghost"
                  icon={<ArrowLeft className="size-4" />}
                  onClick={() => navigate(`/lessor/listings/${listingId}/edit/${steps[index - 1]}`)}
                  className="px-3 sm:px-5"
                >
                  <span className="hidden sm:inline">{t('wizard.previous')}</span>
                  <span className="sr-only sm:hidden">{t('wizard.previous')}</span>
                </Button>
              ) : (
                <Link
                  to={data.overview}
                  className="hidden text-sm font-semibold text-ink-muted hover:text-ink sm:inline"
                >
                  {t('wizard.cancel')}
                </Link>
              )}
              <div className="ml-auto flex items-center gap-2 sm:gap-3">
                <Button
                  variant="secondary"
                  icon={<Save className="size-4" />}
                  onClick={saveDraft}
                  loading={pending === 'draft'}
                  disabled={busy}
                  data-testid="save-draft"
                  aria-label={t('wizard.saveDraft')}
                  className="px-3 sm:px-5"
                >
                  <span className="hidden sm:inline">{t('wizard.saveDraft')}</span>
                </Button>
                {last ? (
                  <>
                    <Button
                      variant="secondary"
                      icon={<Eye className="size-4" />}
                      onClick={() => void saveAnd('preview')}
                      loading={pending === 'preview'}
                      disabled={busy}
                      data-testid="save-preview"
                      aria-label={t('wizard.preview')}
                      className="px-3 sm:px-5"
                    >
                      <span className="hidden sm:inline">{t('wizard.preview')}</span>
                    </Button>
                    <Button
                      type="submit"
                      icon={<Rocket className="size-4" />}
                      loading={pending === 'publish'}
                      disabled={busy}
                      data-testid="save-publish"
                    >
                      {t('wizard.publish')}
                    </Button>
                  </>
                ) : (
                  <Button
                    type="submit"
                    iconRight={<ArrowRight className="size-4" />}
                    loading={pending === 'next'}
                    disabled={busy}
                    data-testid="save-next"
                  >
                    <span className="sm:hidden">{t('wizard.saveNextShort')}</span>
                    <span className="hidden sm:inline">{t('wizard.saveNext')}</span>
                  </Button>
                )}
              </div>
            </div>
          </div>
        </form>
      </div>
      {listingId && (
        <PublishFailureDialog failure={failure} kind={kind} listingId={listingId} onClose={() => setFailure(null)} />
      )}
    </>
  )
}
