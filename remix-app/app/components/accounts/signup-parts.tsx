import { type ComponentProps, forwardRef, useEffect } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { Trans } from 'react-i18next'
import { Link, useFetcher } from 'react-router'
import { OrDivider } from '~/components/accounts/auth-shell'
import { AccountPasswordInput, EmailInput, PasswordHint } from '~/components/accounts/credential-fields'
import { GoogleButton } from '~/components/accounts/google-button'
import { useEmailCheck } from '~/components/accounts/use-email-check'
import { Button, ButtonLink, Checkbox, useToast } from '~/components/ui'
import { MailCheck, RotateCw, UserPlus } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { postJson, useActionFeedback, useFieldErrors } from '~/lib/forms'
import { useRootData } from '~/lib/root-data'

/** "I accept the terms and the privacy policy", with both documents opening in a new tab. */
export const TermsCheckbox = forwardRef<
  HTMLInputElement,
  Omit<ComponentProps<'input'>, 'type'> & { error?: string; lessor?: boolean }
>(function TermsCheckbox({ error, lessor = false, ...rest }, ref) {
  const { t } = useTranslation('accounts')
  const link = 'font-semibold text-primary underline underline-offset-2 hover:text-primary-hover'
  return (
    <Checkbox
      ref={ref}
      error={error}
      data-testid="terms"
      label={
        <span className="font-normal text-ink-muted">
          <Trans
            t={t}
            i18nKey={lessor ? 'signup.termsLessor' : 'signup.terms'}
            components={{
              terms: <Link to={lessor ? '/lessor-terms' : '/terms'} target="_blank" className={link} />,
              privacy: <Link to="/privacy" target="_blank" className={link} />,
            }}
          />
        </span>
      }
      {...rest}
    />
  )
})

/** After signing up: the "check your inbox" notice, with a resend button (POST /user/resend-email/). */
export function CheckInbox({ email }: { email: string }) {
  const { t } = useTranslation('accounts')
  const resend = useFetcher<{ ok: boolean }>({ key: 'signup-resend' })
  const toast = useToast()
  useActionFeedback(resend.data, null, { onSuccess: () => toast.success(t('login.resendDone')) })
  // The notice replaces a long form: show it from the top.
  useEffect(() => window.scrollTo({ top: 0 }), [])
  return (
    <div className="flex flex-col items-center text-center" data-testid="check-inbox">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary">
        <MailCheck className="size-8" aria-hidden />
      </span>
      <h2 className="mt-5 text-2xl font-bold tracking-tight text-forest-950">{t('signup.success.title')}</h2>
      <p className="mt-3 leading-relaxed text-ink-muted">
        <Trans
          t={t}
          i18nKey="signup.success.text"
          values={{ email }}
          components={{ b: <b className="font-semibold break-all text-ink" /> }}
        />
      </p>
      <ul className="mt-6 w-full space-y-2 rounded-xl bg-surface-muted p-4 text-left text-sm text-ink-muted">
        <li>• {t('signup.success.tipSpam')}</li>
        <li>• {t('signup.success.tipValid')}</li>
      </ul>
      <div className="mt-7 flex w-full flex-col gap-3 sm:flex-row">
        <ButtonLink to="/login" size="md" block className="sm:flex-1">
          {t('signup.success.toLogin')}
        </ButtonLink>
        <Button
          variant="secondary"
          block
          className="sm:flex-1"
          icon={<RotateCw className="size-4" />}
          loading={resend.state !== 'idle'}
          onClick={() => void resend.submit({ intent: 'resend', email }, { ...postJson, action: '/login' })}
        >
          {t('signup.success.resend')}
        </Button>
      </div>
    </div>
  )
}

/** What every sign-up form asks besides who is signing up (accounts §3, §5). */
type CredentialValues = FieldValues & {
  email: string
  confirm_email: string
  password: string
  confirm_password: string
  terms: boolean
}

/** The empty credentials of a sign-up form; the terms have no default (the schema takes only `true`): unticked. */
export const blankCredentials = {
  email: '',
  confirm_email: '',
  password: '',
  confirm_password: '',
}

/**
 * What both sign-up pages do around their form: the live e-mail check, whether the terms are
 * accepted, and the action's answer under the fields (an address found taken is remembered).
 */
export function useSignupForm<V extends CredentialValues>(
  form: UseFormReturn<V, unknown, FieldValues>,
  result: unknown,
) {
  const emailCheck = useEmailCheck(form)
  const accepted = form.watch('terms' as Path<V>) === true
  useActionFeedback(result, form, {
    onFailure: (failure) => {
      if (failure.error_key === 'email_exists') emailCheck.markTaken(String(form.getValues('email' as Path<V>)))
      return false
    },
  })
  return { emailCheck, accepted }
}

/** E-mail and password twice, then the terms: shared by the traveler and lessor sign-up forms. */
export function SignupCredentials<V extends CredentialValues>({
  form,
  emailCheck,
  lessor = false,
}: {
  form: UseFormReturn<V, unknown, FieldValues>
  emailCheck: ReturnType<typeof useEmailCheck>
  lessor?: boolean
}) {
  const { t } = useTranslation('accounts')
  const errorOf = useFieldErrors(form)
  const field = (name: keyof CredentialValues & string) => form.register(name as Path<V>)
  return (
    <>
      <EmailInput
        error={errorOf('email' as Path<V>)}
        hint={emailCheck.checking ? t('signup.checkingEmail') : undefined}
        {...field('email')}
      />
      <EmailInput
        label={t('fields.confirmEmail')}
        error={errorOf('confirm_email' as Path<V>)}
        {...field('confirm_email')}
      />
      <AccountPasswordInput
        label={t('fields.password')}
        autoComplete="new-password"
        hint={<PasswordHint />}
        error={errorOf('password' as Path<V>)}
        {...field('password')}
      />
      <AccountPasswordInput
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        error={errorOf('confirm_password' as Path<V>)}
        {...field('confirm_password')}
      />
      <TermsCheckbox lessor={lessor} error={errorOf('terms' as Path<V>)} {...field('terms')} />
    </>
  )
}

/** The sign-up submit button; it waits for the terms (accounts §2). */
export function SignupSubmit({
  accepted,
  submitting,
  label,
}: {
  accepted: boolean
  submitting: boolean
  label: string
}) {
  return (
    <Button
      type="submit"
      size="lg"
      block
      disabled={!accepted}
      loading={submitting}
      icon={<UserPlus className="size-5" />}
    >
      {label}
    </Button>
  )
}

/** Google sign-up below the form, where configured; like the form it waits for the terms. */
export function GoogleSignup({ accepted, params }: { accepted: boolean; params: URLSearchParams }) {
  const { t } = useTranslation('accounts')
  const { env } = useRootData()
  if (!env.GOOGLE_SIGN_IN) return null
  return (
    <>
      <OrDivider label={t('common.or')} />
      <GoogleButton href={`/auth/google?${params}`} label={t('google.continue')} disabled={!accepted} />
      {!accepted && <p className="mt-2.5 text-center text-sm text-ink-subtle">{t('signup.acceptFirst')}</p>}
    </>
  )
}

/** Submit handler guard: an address the live check already found taken is refused before the round trip. */
export function refuseTakenEmail<V extends CredentialValues>(
  form: UseFormReturn<V, unknown, FieldValues>,
  emailCheck: ReturnType<typeof useEmailCheck>,
  email: string,
): boolean {
  if (!emailCheck.isTaken(email)) return false
  form.setError('email' as Path<V>, { type: 'server', message: 'email exists' }, { shouldFocus: true })
  return true
}
