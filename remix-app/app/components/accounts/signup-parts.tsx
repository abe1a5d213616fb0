import { MailCheck, RotateCw } from 'lucide-react'
import { type ComponentProps, forwardRef, useEffect } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Link, useFetcher } from 'react-router'
import { Button, ButtonLink, Checkbox, useToast } from '~/components/ui'
import { useActionFeedback } from '~/lib/forms'

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
          onClick={() =>
            void resend.submit(
              { intent: 'resend', email },
              { method: 'post', action: '/login', encType: 'application/json' },
            )
          }
        >
          {t('signup.success.resend')}
        </Button>
      </div>
    </div>
  )
}

/** The password rules of accounts §5, shown before anyone gets them wrong. */
export function PasswordHint() {
  const { t } = useTranslation('accounts')
  return <>{t('fields.passwordHint')}</>
}
