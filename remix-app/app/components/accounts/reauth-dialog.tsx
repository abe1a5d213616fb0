import { reauthSchema } from '@driftway/domain/accounts'
import { useEffect, useRef } from 'react'
import { useFetcher } from 'react-router'
import { Button, Dialog } from '~/components/ui'
import { ShieldCheck } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { type ActionFailure, postJson, useActionFeedback, useFieldErrors, useZodForm } from '~/lib/forms'
import { AccountPasswordInput, OtpInput } from './credential-fields'

type Result = { ok: true; intent: 'reauth' } | ActionFailure

/**
 * "Is it still you?" — the password again (and the authenticator code when two-factor sign-in is
 * on) before money and security settings, when the sign-in is older than a few minutes (the API
 * answers 403 fresh_sign_in_required). Posts `intent: reauth` to the page's action; `onConfirmed`
 * then repeats what was refused.
 */
export function ReauthDialog({
  open,
  onClose,
  onConfirmed,
  twoFactor,
}: {
  open: boolean
  onClose: () => void
  onConfirmed: () => void
  twoFactor: boolean
}) {
  const { t } = useTranslation('accounts')
  const fetcher = useFetcher<Result>({ key: 'reauth' })
  const form = useZodForm(reauthSchema, twoFactor ? { password: '', otp: '' } : { password: '' })
  const errorOf = useFieldErrors(form)
  // Every dialog shares the `reauth` fetcher, so one that mounts after another's confirmation (the
  // bank tab's "Continue setup" appears once the payout account is open) sees that answer too: only
  // the dialog that is open repeats its action, or a confirmation would start the others' as well.
  const isOpen = useRef(open)
  isOpen.current = open
  useActionFeedback(fetcher.data, form, {
    onSuccess: () => {
      if (!isOpen.current) return
      form.reset()
      onConfirmed()
    },
  })
  useEffect(() => {
    if (!open) form.reset()
  }, [open, form])

  return (
    <Dialog
      open={open}
      onClose={onClose}
      icon={<ShieldCheck />}
      title={t('reauth.title')}
      description={t('reauth.text')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="reauth-form" loading={fetcher.state !== 'idle'} data-testid="reauth-submit">
            {t('reauth.submit')}
          </Button>
        </>
      }
    >
      <form
        method="post"
        id="reauth-form"
        noValidate
        className="flex flex-col gap-4"
        data-testid="reauth-form"
        onSubmit={form.handleSubmit((values) => fetcher.submit({ intent: 'reauth', ...values }, postJson))}
      >
        <AccountPasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          error={errorOf('password')}
          {...form.register('password')}
        />
        {twoFactor && <OtpInput error={errorOf('otp')} {...form.register('otp')} />}
      </form>
    </Dialog>
  )
}
