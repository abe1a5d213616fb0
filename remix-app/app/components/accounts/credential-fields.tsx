import { type ComponentPropsWithoutRef, forwardRef } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { Input, PasswordInput } from '~/components/ui'
import { Mail, Smartphone } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { useFieldErrors } from '~/lib/forms'

/** An e-mail address field with the e-mail keyboard, autofill and icon; labelled "E-mail" unless told otherwise. */
export const EmailInput = forwardRef<HTMLInputElement, ComponentPropsWithoutRef<typeof Input>>(function EmailInput(
  { label, ...rest },
  ref,
) {
  const { t } = useTranslation('accounts')
  return (
    <Input
      ref={ref}
      label={label ?? t('fields.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      icon={<Mail />}
      {...rest}
    />
  )
})

/** The 6-digit code of an authenticator app (two-factor sign-in): numeric keyboard, one-time-code autofill. */
export const OtpInput = forwardRef<HTMLInputElement, ComponentPropsWithoutRef<typeof Input>>(function OtpInput(
  { label, ...rest },
  ref,
) {
  const { t } = useTranslation('accounts')
  return (
    <Input
      ref={ref}
      label={label ?? t('fields.otp')}
      hint={t('fields.otpHint')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={9}
      icon={<Smartphone />}
      data-testid="otp-input"
      {...rest}
    />
  )
})

/** A password field whose show/hide toggle is labelled in the page language. */
export const AccountPasswordInput = forwardRef<
  HTMLInputElement,
  Omit<ComponentPropsWithoutRef<typeof PasswordInput>, 'showLabel' | 'hideLabel'>
>(function AccountPasswordInput(props, ref) {
  const { t } = useTranslation('accounts')
  return (
    <PasswordInput ref={ref} showLabel={t('fields.showPassword')} hideLabel={t('fields.hidePassword')} {...props} />
  )
})

/** The password rules of accounts §5, shown before anyone gets them wrong. */
export function PasswordHint() {
  const { t } = useTranslation('accounts')
  return <>{t('fields.passwordHint')}</>
}

type NewPasswordValues = FieldValues & { new_password1: string; new_password2: string }

/** A new password and its confirmation: the reset form and the change-password form ask the same. */
export function NewPasswordFields<V extends NewPasswordValues>({
  form,
}: {
  form: UseFormReturn<V, unknown, FieldValues>
}) {
  const { t } = useTranslation('accounts')
  const errorOf = useFieldErrors(form)
  return (
    <>
      <AccountPasswordInput
        label={t('fields.newPassword')}
        autoComplete="new-password"
        hint={<PasswordHint />}
        error={errorOf('new_password1' as Path<V>)}
        {...form.register('new_password1' as Path<V>)}
      />
      <AccountPasswordInput
        label={t('fields.confirmNewPassword')}
        autoComplete="new-password"
        error={errorOf('new_password2' as Path<V>)}
        {...form.register('new_password2' as Path<V>)}
      />
    </>
  )
}
