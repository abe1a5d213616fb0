import { isPrivatePersonLegalType } from '@driftway/domain/accounts'
import { nightKeyOf } from '@driftway/domain/dates'
import { maxUploadBytes, uploadAcceptAttribute, uploadProblem } from '@driftway/domain/listing-options'
import { Role } from '@driftway/domain/roles'
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import { Controller, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form'
import { useFetcher } from 'react-router'
import { Alert, Avatar, Button, Input, Select, Spinner, useToast } from '~/components/ui'
import { Building2, Camera, Lock, Mail, MapPin, Phone, Save, Trash2, UserRound } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { companyFormSchema, countryOptions, englishCountryName, personalFormSchema } from '~/lib/account-forms'
import { type CurrentUser, dateInputToTimestamp, displayName, initials, timestampToDateInput } from '~/lib/accounts'
import { cn } from '~/lib/cn'
import { type ActionFailure, useActionFeedback, useFieldErrors, useZodForm, validationText } from '~/lib/forms'
import type { LegalType } from '~/lib/profile.server'
import type { LegalTypesAnswer } from '~/routes/accounts/legal-types'
import { TermsCheckbox } from './signup-parts'

export type ProfileFormMode = 'create' | 'edit'
type ProfileResult = { ok: true } | ActionFailure

/** A titled group of fields inside the profile card. */
export function FormSection({
  title,
  description,
  icon,
  tone = 'default',
  children,
}: {
  title: ReactNode
  description?: ReactNode
  icon?: ReactNode
  tone?: 'default' | 'danger'
  children: ReactNode
}) {
  return (
    <section className="border-t border-line px-5 py-7 first:border-t-0 sm:px-8 sm:py-8">
      <div className="mb-6 flex items-start gap-3">
        {icon && (
          <span
            className={cn(
              'mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-lg [&>svg]:size-[1.125rem]',
              tone === 'danger' ? 'bg-danger-soft text-danger' : 'bg-primary-soft text-primary',
            )}
          >
            {icon}
          </span>
        )}
        <div>
          <h2 className="text-lg font-semibold text-ink">{title}</h2>
          {description && <p className="mt-0.5 text-[0.9375rem] text-ink-muted">{description}</p>}
        </div>
      </div>
      {children}
    </section>
  )
}

/** Contact fields both profile forms share (accounts §5). */
type ContactValues = FieldValues & { phone: string; address: string; postal_code: string; city: string }
type ContactForm<V extends ContactValues> = { form: UseFormReturn<V, unknown, FieldValues> }

export function PhoneField<V extends ContactValues>({ form }: ContactForm<V>) {
  const { t } = useTranslation('accounts')
  const errorOf = useFieldErrors(form)
  return (
    <Input
      label={t('fields.phone')}
      type="tel"
      autoComplete="tel"
      icon={<Phone />}
      placeholder="+49 30 1234567"
      error={errorOf('phone' as Path<V>)}
      {...form.register('phone' as Path<V>)}
    />
  )
}

export function AddressFields<V extends ContactValues>({ form }: ContactForm<V>) {
  const { t } = useTranslation('accounts')
  const errorOf = useFieldErrors(form)
  return (
    <>
      <Input
        label={t('fields.address')}
        autoComplete="street-address"
        maxLength={150}
        containerClassName="sm:col-span-2"
        error={errorOf('address' as Path<V>)}
        {...form.register('address' as Path<V>)}
      />
      <Input
        label={t('fields.postalCode')}
        autoComplete="postal-code"
        maxLength={15}
        error={errorOf('postal_code' as Path<V>)}
        {...form.register('postal_code' as Path<V>)}
      />
      <Input
        label={t('fields.city')}
        autoComplete="address-level2"
        maxLength={100}
        error={errorOf('city' as Path<V>)}
        {...form.register('city' as Path<V>)}
      />
    </>
  )
}

type NameValues = FieldValues & { first_name: string; last_name: string }

/** First and last name, as the traveler sign-up and the personal profile ask for them. */
export function NameFields<V extends NameValues>({
  form,
  maxLength,
}: {
  form: UseFormReturn<V, unknown, FieldValues>
  maxLength: number
}) {
  const { t } = useTranslation('accounts')
  const errorOf = useFieldErrors(form)
  return (
    <>
      <Input
        label={t('fields.firstName')}
        autoComplete="given-name"
        maxLength={maxLength}
        error={errorOf('first_name' as Path<V>)}
        {...form.register('first_name' as Path<V>)}
      />
      <Input
        label={t('fields.lastName')}
        autoComplete="family-name"
        maxLength={maxLength}
        error={errorOf('last_name' as Path<V>)}
        {...form.register('last_name' as Path<V>)}
      />
    </>
  )
}

export function LockedEmail({ email }: { email: string }) {
  const { t } = useTranslation('accounts')
  return (
    <Input
      label={t('fields.email')}
      value={email}
      readOnly
      disabled
      icon={<Mail />}
      hint={
        <span className="inline-flex items-center gap-1.5">
          <Lock className="size-3.5" aria-hidden />
          {t('profileForm.emailLocked')}
        </span>
      }
    />
  )
}

type CountryValues = FieldValues & { company_country: string; company_country_code_iso2: string }

/** The country picker of both profile forms; it keeps the English country name next to the code. */
export function CountrySelect<V extends CountryValues>({ form }: { form: UseFormReturn<V, unknown, FieldValues> }) {
  const { t, i18n } = useTranslation('accounts')
  const errorOf = useFieldErrors(form)
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language])
  const nameField = 'company_country' as Path<V>
  return (
    <Select
      label={t('fields.country')}
      placeholder={t('profileForm.chooseCountry')}
      options={countries}
      error={errorOf(nameField) ?? errorOf('company_country_code_iso2' as Path<V>)}
      {...form.register('company_country_code_iso2' as Path<V>, {
        onChange: (event) => {
          const code = String(event.target.value)
          form.setValue(nameField, (code ? englishCountryName(code) : '') as PathValue<V, Path<V>>, {
            shouldValidate: form.formState.isSubmitted,
          })
        },
      })}
    />
  )
}

/** The user's stored texts as form defaults: '' where a field is not set yet. */
function textDefaults<K extends keyof CurrentUser>(user: CurrentUser, keys: readonly K[]) {
  return Object.fromEntries(keys.map((key) => [key, user[key] ?? ''])) as Record<K, string>
}

const contactKeys = ['phone', 'address', 'city', 'postal_code'] as const
const countryKeys = ['company_country', 'company_country_code_iso2'] as const

/**
 * Sends a profile form with the fields both forms share (country and contact); when editing, a
 * success toasts and makes the saved values the form's new baseline.
 */
function useProfileSave<V extends ContactValues & CountryValues>(
  mode: ProfileFormMode,
  form: UseFormReturn<V, unknown, FieldValues>,
  options: { onFailure?: (failure: ActionFailure) => boolean; onSaved?: () => void } = {},
) {
  const { t } = useTranslation('accounts')
  const toast = useToast()
  const fetcher = useFetcher<ProfileResult>({ key: `profile-${mode}` })
  useActionFeedback(fetcher.data, form, {
    onFailure: options.onFailure,
    // The avatar is the one file of this form: PNG/JPEG pictures only (the catalogue also names PDFs).
    errorOverrides: 'accounts:profileForm.apiErrors',
    onSuccess: () => {
      if (mode === 'create') return
      toast.success(t('profileForm.saved'))
      form.reset(form.getValues())
      options.onSaved?.()
    },
  })
  const save = (values: V, fill: (body: FormData) => void) => {
    const body = new FormData()
    body.set('intent', 'profile')
    body.set('company_country_code_iso2', values.company_country_code_iso2)
    body.set('company_country', englishCountryName(values.company_country_code_iso2))
    for (const name of contactKeys) body.set(name, values[name])
    fill(body)
    void fetcher.submit(body, { method: 'post', encType: 'multipart/form-data' })
  }
  return { save, busy: fetcher.state !== 'idle' }
}

/** The bottom bar of a profile form: what state it is in, and the submit button. */
function ProfileFormFooter({
  creating,
  busy,
  disabled,
  children,
}: {
  creating: boolean
  busy: boolean
  disabled: boolean
  children: ReactNode
}) {
  const { t } = useTranslation('accounts')
  return (
    <div className="flex flex-col gap-4 border-t border-line bg-stone-50 px-5 py-5 sm:flex-row sm:items-center sm:justify-between sm:px-8">
      {children}
      <Button type="submit" className="shrink-0" loading={busy} disabled={disabled} icon={<Save className="size-4" />}>
        {creating ? t('profileForm.complete') : t('profileForm.save')}
      </Button>
    </div>
  )
}

/** Legal types of the chosen country, fetched when the country changes. */
function useLegalTypes(country: string, initial: LegalType[], initialCountry: string | null) {
  const fetcher = useFetcher<LegalTypesAnswer>()
  const { load } = fetcher
  useEffect(() => {
    if (!country || country === (initialCountry ?? '')) return
    void load(`/account/legal-types?country=${encodeURIComponent(country)}`)
  }, [country, initialCountry, load])
  if (!country) return { types: [] as LegalType[], loading: false, failed: false }
  if (country === (initialCountry ?? '')) return { types: initial, loading: false, failed: false }
  const answer = fetcher.data?.country === country ? fetcher.data : undefined
  return {
    types: answer?.types ?? [],
    loading: fetcher.state !== 'idle' || !answer,
    failed: answer ? !answer.ok : false,
  }
}

/** Company profile of lessors (accounts §2, §5): picture, company, register numbers, contact. */
export function CompanyProfileForm({
  user,
  mode,
  legalTypes,
  email,
}: {
  user: CurrentUser
  mode: ProfileFormMode
  legalTypes: LegalType[]
  email: string
}) {
  const { t, i18n } = useTranslation('accounts')
  const creating = mode === 'create'
  const schema = useMemo(() => companyFormSchema(creating), [creating])
  const form = useZodForm(schema, {
    ...textDefaults(user, [
      'company_name',
      'company_legal_type_code',
      'coc_number',
      'vat_number',
      ...countryKeys,
      ...contactKeys,
    ]),
    terms: !creating as true,
  })
  const errorOf = useFieldErrors(form)
  const country = form.watch('company_country_code_iso2') ?? ''
  const legalCode = form.watch('company_legal_type_code') ?? ''
  const accepted = form.watch('terms') === true
  const { types, loading, failed } = useLegalTypes(country, legalTypes, user.company_country_code_iso2)
  const isPrivate = isPrivatePersonLegalType(legalCode)
  const campsite = user.role === Role.CAMPSITE_LESSOR
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language])
  const countryName = countries.find((option) => option.value === country)?.label ?? country

  // A legal type of another country no longer applies.
  useEffect(() => {
    if (loading || !legalCode) return
    if (!types.some((type) => type.code === legalCode)) form.setValue('company_legal_type_code', '')
  }, [types, loading, legalCode, form])

  const [photo, setPhoto] = useState<File | null>(null)
  const [photoError, setPhotoError] = useState<string | null>(null)
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo])
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview])
  const fileInput = useRef<HTMLInputElement>(null)

  const { save, busy } = useProfileSave(mode, form, {
    onFailure: (failure) => {
      if (failure.fields?.photo?.[0]) setPhotoError(failure.fields.photo[0])
      return false
    },
    onSaved: () => setPhoto(null),
  })

  const choosePhoto = (file: File | undefined) => {
    setPhotoError(null)
    if (!file) return
    const problem = uploadProblem(file)
    if (problem === 'upload.image.fileTypeNotSupport') return setPhotoError(t('validation.fileType'))
    if (problem) return setPhotoError(t('validation.fileSize', { mb: maxUploadBytes / 1024 / 1024 }))
    setPhoto(file)
  }

  const onSubmit = form.handleSubmit((values) =>
    save(values, (body) => {
      body.set('company_name', values.company_name)
      body.set('company_legal_type_code', values.company_legal_type_code ?? '')
      // Register numbers are set once (then locked) and do not exist for private persons.
      if (!isPrivate && !user.coc_number) body.set('coc_number', values.coc_number ?? '')
      if (!isPrivate && !user.vat_number) body.set('vat_number', values.vat_number ?? '')
      if (photo) body.set('photo', photo, photo.name)
    }),
  )

  const name = displayName(user) || email
  const dirty = form.formState.isDirty || Boolean(photo)

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="overflow-hidden rounded-2xl border border-line bg-surface shadow-xs"
      data-testid="company-form"
    >
      <FormSection title={t('profileForm.photo.title')} description={t('profileForm.photo.text')} icon={<Camera />}>
        <div className="flex flex-wrap items-center gap-5">
          <Avatar src={preview ?? user.photo} initials={initials(name)} size="xl" />
          <div className="flex flex-col gap-2">
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                size="sm"
                icon={<Camera className="size-4" />}
                onClick={() => fileInput.current?.click()}
              >
                {user.photo || photo ? t('profileForm.photo.change') : t('profileForm.photo.upload')}
              </Button>
              {photo && (
                <Button variant="ghost" size="sm" icon={<Trash2 className="size-4" />} onClick={() => setPhoto(null)}>
                  {t('profileForm.photo.discard')}
                </Button>
              )}
            </div>
            <p
              className={cn('text-sm', photoError ? 'text-danger' : 'text-ink-muted')}
              role={photoError ? 'alert' : undefined}
            >
              {photoError ? validationText(t, photoError) : t('profileForm.photo.hint')}
            </p>
            <input
              ref={fileInput}
              type="file"
              accept={uploadAcceptAttribute('image')}
              className="sr-only"
              tabIndex={-1}
              aria-label={t('profileForm.photo.upload')}
              data-testid="photo-input"
              onChange={(event) => {
                choosePhoto(event.target.files?.[0])
                event.target.value = ''
              }}
            />
          </div>
        </div>
      </FormSection>

      <FormSection
        title={t('profileForm.company.title')}
        description={t('profileForm.company.text')}
        icon={<Building2 />}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <CountrySelect form={form} />
          <div className="flex flex-col gap-1.5">
            <Select
              label={t('fields.legalType')}
              placeholder={
                !country
                  ? t('profileForm.chooseCountryFirst')
                  : loading
                    ? t('common.loading')
                    : t('profileForm.chooseLegalType')
              }
              options={types.map((type) => ({
                value: type.code,
                label: type.is_private_person ? t('profileForm.privatePerson') : type.name,
              }))}
              disabled={!country || loading || types.length === 0}
              error={errorOf('company_legal_type_code')}
              data-testid="legal-type"
              {...form.register('company_legal_type_code')}
            />
            {loading && country && (
              <span className="inline-flex items-center gap-2 text-sm text-ink-muted">
                <Spinner className="size-3.5" /> {t('common.loading')}
              </span>
            )}
          </div>
          {country && !loading && (types.length === 0 || failed) && (
            <Alert
              tone="warning"
              className="sm:col-span-2"
              data-testid="unsupported-country"
              title={t('profileForm.unsupportedCountry.title', { country: countryName })}
            >
              {t(failed ? 'profileForm.unsupportedCountry.failed' : 'profileForm.unsupportedCountry.text')}
            </Alert>
          )}
          <Input
            label={isPrivate ? t('fields.fullName') : t('fields.companyName')}
            autoComplete={isPrivate ? 'name' : 'organization'}
            maxLength={100}
            containerClassName="sm:col-span-2"
            error={errorOf('company_name')}
            {...form.register('company_name')}
          />
          {!isPrivate && (
            <>
              <Input
                label={t('fields.cocNumber')}
                hint={user.coc_number ? t('profileForm.numberLocked') : t('common.optional')}
                disabled={Boolean(user.coc_number)}
                maxLength={50}
                error={errorOf('coc_number')}
                {...form.register('coc_number')}
              />
              <Input
                label={t('fields.vatNumber')}
                hint={user.vat_number ? t('profileForm.numberLocked') : t('common.optional')}
                disabled={Boolean(user.vat_number)}
                maxLength={50}
                error={errorOf('vat_number')}
                {...form.register('vat_number')}
              />
            </>
          )}
          {campsite && !isPrivate && (
            <p className="text-sm text-ink-muted sm:col-span-2">{t('profileForm.privatePersonHint')}</p>
          )}
        </div>
      </FormSection>

      <FormSection title={t('profileForm.contact.title')} description={t('profileForm.contact.text')} icon={<MapPin />}>
        <div className="grid gap-5 sm:grid-cols-2">
          <LockedEmail email={email} />
          <PhoneField form={form} />
          <AddressFields form={form} />
        </div>
      </FormSection>

      <ProfileFormFooter creating={creating} busy={busy} disabled={creating ? !accepted : !dirty}>
        {creating ? (
          <TermsCheckbox lessor error={errorOf('terms')} {...form.register('terms')} />
        ) : (
          <p className="text-sm text-ink-muted">{dirty ? t('profileForm.unsaved') : t('profileForm.upToDate')}</p>
        )}
      </ProfileFormFooter>
    </form>
  )
}

/** Personal profile of travelers (accounts §5 "Personal form"). */
export function PersonalProfileForm({
  user,
  mode,
  email,
}: {
  user: CurrentUser
  mode: ProfileFormMode
  email: string
}) {
  const { t } = useTranslation('accounts')
  const creating = mode === 'create'
  const form = useZodForm(personalFormSchema, {
    ...textDefaults(user, ['first_name', 'last_name', ...countryKeys, ...contactKeys]),
    date_of_birth_timestamp: user.date_of_birth_timestamp ?? undefined,
  })
  const errorOf = useFieldErrors(form)
  const today = nightKeyOf(Date.now() / 1000, 'UTC')
  const { save, busy } = useProfileSave(mode, form)

  const onSubmit = form.handleSubmit((values) =>
    save(values, (body) => {
      body.set('first_name', values.first_name)
      body.set('last_name', values.last_name)
      body.set('date_of_birth_timestamp', String(values.date_of_birth_timestamp))
    }),
  )
  const dirty = form.formState.isDirty

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="overflow-hidden rounded-2xl border border-line bg-surface shadow-xs"
      data-testid="personal-form"
    >
      <FormSection
        title={t('profileForm.personal.title')}
        description={t('profileForm.personal.text')}
        icon={<UserRound />}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <NameFields form={form} maxLength={30} />
          <Controller
            control={form.control}
            name="date_of_birth_timestamp"
            render={({ field }) => (
              <Input
                label={t('fields.dateOfBirth')}
                type="date"
                max={today}
                autoComplete="bday"
                hint={t('profileForm.dateOfBirthHint')}
                error={errorOf('date_of_birth_timestamp')}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={timestampToDateInput(field.value as number | undefined)}
                onChange={(event) => field.onChange(dateInputToTimestamp(event.target.value))}
                className="[&::-webkit-calendar-picker-indicator]:block"
              />
            )}
          />
          <LockedEmail email={email} />
        </div>
      </FormSection>
      <FormSection
        title={t('profileForm.contact.title')}
        description={t('profileForm.contact.textTraveler')}
        icon={<MapPin />}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <PhoneField form={form} />
          <CountrySelect form={form} />
          <AddressFields form={form} />
        </div>
      </FormSection>
      <ProfileFormFooter creating={creating} busy={busy} disabled={!creating && !dirty}>
        <p className="text-sm text-ink-muted">
          {creating ? t('profileForm.personalNote') : dirty ? t('profileForm.unsaved') : t('profileForm.upToDate')}
        </p>
      </ProfileFormFooter>
    </form>
  )
}
