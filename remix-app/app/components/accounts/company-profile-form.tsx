import { isPrivatePersonLegalType } from '@driftway/domain/accounts'
import { maxUploadBytes, uploadAcceptAttribute, uploadProblem } from '@driftway/domain/listing-options'
import { Role } from '@driftway/domain/roles'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { Alert, Avatar, Button, Input, Select, Spinner } from '~/components/ui'
import { Building2, Camera, MapPin, Trash2 } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { companyFormSchema, countryOptions } from '~/lib/account-forms'
import { type CurrentUser, displayName, initials } from '~/lib/accounts'
import { cn } from '~/lib/cn'
import { useFieldErrors, useZodForm, validationText } from '~/lib/forms'
import type { LegalType } from '~/lib/profile.server'
import type { LegalTypesAnswer } from '~/routes/accounts/legal-types'
import { AddressFields, CountrySelect, FormSection, LockedEmail, PhoneField } from './profile-forms'
import {
  contactKeys,
  countryKeys,
  ProfileFormFooter,
  type ProfileFormMode,
  textDefaults,
  useProfileSave,
} from './profile-save'
import { TermsCheckbox } from './signup-parts'

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
      method="post"
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
          {/* Only where "Private person" can be chosen: a country without legal forms offers none. */}
          {campsite && !isPrivate && types.length > 0 && (
            <p className="text-sm text-ink-muted sm:col-span-2" data-testid="private-person-hint">
              {t('profileForm.privatePersonHint')}
            </p>
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
