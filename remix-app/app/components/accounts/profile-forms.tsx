import { nightKeyOf } from '@driftway/domain/dates'
import { type ReactNode, useMemo } from 'react'
import { Controller, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form'
import { Input, Select } from '~/components/ui'
import { Lock, Mail, Phone } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { countryOptions } from '~/lib/account-forms'
import { dateInputToTimestamp, timestampToDateInput } from '~/lib/accounts'
import { cn } from '~/lib/cn'
import { keepEditBeforeHydration, useFieldErrors } from '~/lib/forms'

/** The fields and sections the profile forms share (the booking page's traveler details use them too). */

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
export type ContactValues = FieldValues & { phone: string; address: string; postal_code: string; city: string }
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

export type CountryValues = FieldValues & { company_country_code_iso2: string }

/** The country picker of the profile forms and the booking page: the form holds the country's code. */
export function CountrySelect<V extends CountryValues>({ form }: { form: UseFormReturn<V, unknown, FieldValues> }) {
  const { t, i18n } = useTranslation('accounts')
  const errorOf = useFieldErrors(form)
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language])
  const codeField = 'company_country_code_iso2' as Path<V>
  return (
    <Select
      label={t('fields.country')}
      placeholder={t('profileForm.chooseCountry')}
      options={countries}
      error={errorOf(codeField)}
      {...form.register(codeField)}
    />
  )
}

type BirthValues = FieldValues & { date_of_birth_timestamp?: unknown }

/** Date of birth as a date input over the form's timestamp (profile, booking page); no future dates. */
export function DateOfBirthField<V extends BirthValues>({
  form,
  hint,
  testId,
}: {
  form: UseFormReturn<V, unknown, FieldValues>
  hint?: string
  testId?: string
}) {
  const { t } = useTranslation('accounts')
  const errorOf = useFieldErrors(form)
  const today = nightKeyOf(Date.now() / 1000, 'UTC')
  const name = 'date_of_birth_timestamp' as Path<V>
  const keepTyped = keepEditBeforeHydration(form, name, (text) => dateInputToTimestamp(text) as PathValue<V, Path<V>>)
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Input
          label={t('fields.dateOfBirth')}
          type="date"
          max={today}
          autoComplete="bday"
          hint={hint}
          error={errorOf(name)}
          name={field.name}
          ref={keepTyped(field.ref)}
          onBlur={field.onBlur}
          value={timestampToDateInput(field.value as number | undefined)}
          onChange={(event) => field.onChange(dateInputToTimestamp(event.target.value))}
          className="[&::-webkit-calendar-picker-indicator]:block"
          data-testid={testId}
        />
      )}
    />
  )
}
