import { MapPin, UserRound } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { personalFormSchema } from '~/lib/account-forms'
import type { CurrentUser } from '~/lib/accounts'
import { useFieldErrors, useZodForm } from '~/lib/forms'
import {
  AddressFields,
  CountrySelect,
  DateOfBirthField,
  FormSection,
  LockedEmail,
  NameFields,
  PhoneField,
} from './profile-forms'
import {
  contactKeys,
  countryKeys,
  ProfileFormFooter,
  type ProfileFormMode,
  textDefaults,
  useProfileSave,
} from './profile-save'

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
  const _errorOf = useFieldErrors(form)
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
      method="post"
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
          <DateOfBirthField form={form} hint={t('profileForm.dateOfBirthHint')} />
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
