import { Link } from 'react-router'
import {
  AddressFields,
  CountrySelect,
  DateOfBirthField,
  FormSection,
  LockedEmail,
  NameFields,
  PhoneField,
} from '~/components/accounts/profile-forms'
import { Alert, Input } from '~/components/ui'
import { UserRound } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { useFieldErrors } from '~/lib/forms'
import type { BookingDetailsForm } from './booking-forms'

/**
 * The traveler (booking §3): a guest is offered to log in or sign up instead, and is told when the
 * e-mail already has an account; a signed-in traveler's e-mail is locked.
 */
export function TravelerSection({
  form,
  lockedEmail,
  loginHref,
  signupHref,
  emailExists,
}: {
  form: BookingDetailsForm
  /** The signed-in traveler's e-mail; null for a guest. */
  lockedEmail: string | null
  loginHref: string
  signupHref: string
  emailExists: boolean
}) {
  const { t } = useTranslation('booking')
  const guest = lockedEmail === null
  return (
    <FormSection title={t('traveller.title')} description={t('traveller.text')} icon={<UserRound />}>
      {guest && (
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
      <TravelerFields form={form} lockedEmail={lockedEmail} />
      {emailExists && (
        <Alert tone="warning" className="mt-5" data-testid="email-exists">
          {t('traveller.emailExists')}{' '}
          <Link to={loginHref} className="font-semibold underline">
            {t('traveller.logIn')}
          </Link>
        </Alert>
      )}
      {guest && <p className="mt-4 text-sm text-ink-subtle">{t('traveller.guestNote')}</p>}
    </FormSection>
  )
}

/** The guest creation payload of §3 with the profile's shared fields; the e-mail is locked for a signed-in traveler. */
function TravelerFields({ form, lockedEmail }: { form: BookingDetailsForm; lockedEmail: string | null }) {
  const { t } = useTranslation('accounts')
  const errorOf = useFieldErrors(form)
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
          {...form.register('email')}
        />
      )}
      <DateOfBirthField form={form} testId="date-of-birth" />
      <NameFields form={form} maxLength={30} />
      <PhoneField form={form} />
      <CountrySelect form={form} />
      <AddressFields form={form} />
    </div>
  )
}
