import { otpCodeSchema } from '@driftway/domain/accounts'
import { useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { z } from 'zod'
import { Badge, Button, useToast } from '~/components/ui'
import { ShieldCheck, ShieldOff, Smartphone } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { type ActionFailure, postJson, useActionFeedback, useFieldErrors, useZodForm } from '~/lib/forms'
import { OtpInput } from './credential-fields'
import { ReauthDialog } from './reauth-dialog'

type Setup = { secret: string; qr: string }
type Result = { ok: true; setup?: Setup; done?: 'enable' | 'disable' } | ActionFailure
type Intent = { intent: 'two-factor-setup' } | { intent: 'two-factor-enable' | 'two-factor-disable'; otp: string }

const codeSchema = z.object({ otp: otpCodeSchema })

/**
 * Two-factor sign-in with an authenticator app: set up (scan the QR code or type the key, confirm
 * a first code), or turn off with a current code. Both need a recent sign-in; when the API says
 * it is too old, the password is asked again and the step repeated.
 */
export function TwoFactorPanel({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('accounts')
  const toast = useToast()
  const fetcher = useFetcher<Result>({ key: 'two-factor' })
  const [setup, setSetup] = useState<Setup | null>(null)
  const [turningOff, setTurningOff] = useState(false)
  const [reauth, setReauth] = useState(false)
  const last = useRef<Intent | null>(null)
  const form = useZodForm(codeSchema, { otp: '' })
  const errorOf = useFieldErrors(form)
  const send = (intent: Intent) => {
    last.current = intent
    void fetcher.submit(intent, postJson)
  }

  useActionFeedback(fetcher.data, form, {
    onFailure: (failure) => {
      if (failure.error_key === 'fresh_sign_in_required') {
        setReauth(true)
        return true
      }
      if (failure.error_key === 'otp_code_invalid') {
        form.setError('otp', { type: 'server', message: t('twoFactor.wrongCode') }, { shouldFocus: true })
        return true
      }
      return false
    },
    onSuccess: (result) => {
      form.reset()
      if (result.setup) setSetup(result.setup as Setup)
      if (result.done === 'enable') {
        setSetup(null)
        toast.success(t('twoFactor.enabled'))
      }
      if (result.done === 'disable') {
        setTurningOff(false)
        toast.success(t('twoFactor.disabled'))
      }
    },
  })

  const busy = fetcher.state !== 'idle'
  const codeStep = (intent: 'two-factor-enable' | 'two-factor-disable', label: string, testId: string) => (
    <form
      method="post"
      noValidate
      className="flex max-w-md flex-col gap-4 sm:flex-row sm:items-start"
      onSubmit={form.handleSubmit((values) => send({ intent, otp: values.otp }))}
    >
      <OtpInput containerClassName="flex-1" error={errorOf('otp')} {...form.register('otp')} />
      <Button type="submit" loading={busy} className="sm:mt-7" data-testid={testId}>
        {label}
      </Button>
    </form>
  )

  return (
    <div className="flex flex-col gap-5" data-testid="two-factor">
      <div className="flex flex-wrap items-center gap-3">
        <Badge tone={enabled ? 'success' : 'neutral'} size="md" data-testid="two-factor-status" data-enabled={enabled}>
          {enabled ? t('twoFactor.on') : t('twoFactor.off')}
        </Badge>
        <p className="text-[0.9375rem] text-ink-muted">{enabled ? t('twoFactor.onText') : t('twoFactor.offText')}</p>
      </div>

      {!enabled && !setup && (
        <div>
          <Button
            icon={<ShieldCheck className="size-4" />}
            loading={busy}
            onClick={() => send({ intent: 'two-factor-setup' })}
            data-testid="two-factor-setup"
          >
            {t('twoFactor.setUp')}
          </Button>
        </div>
      )}

      {!enabled && setup && (
        <ol className="flex flex-col gap-6">
          <li className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <img
              src={setup.qr}
              alt={t('twoFactor.qrAlt')}
              width={176}
              height={176}
              className="size-44 shrink-0 rounded-xl border border-line bg-white p-2"
              data-testid="two-factor-qr"
            />
            <div className="min-w-0">
              <h3 className="flex items-center gap-2 font-semibold text-ink">
                <Smartphone className="size-4 text-primary" aria-hidden /> {t('twoFactor.scanTitle')}
              </h3>
              <p className="mt-1 text-[0.9375rem] text-ink-muted">{t('twoFactor.scanText')}</p>
              <p className="mt-3 text-sm text-ink-muted">{t('twoFactor.keyLabel')}</p>
              <code
                className="mt-1 block rounded-lg bg-surface-muted px-3 py-2 font-mono text-sm tracking-wider break-all text-ink"
                data-testid="two-factor-secret"
              >
                {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
              </code>
            </div>
          </li>
          <li>
            <h3 className="mb-3 font-semibold text-ink">{t('twoFactor.confirmTitle')}</h3>
            {codeStep('two-factor-enable', t('twoFactor.turnOn'), 'two-factor-enable')}
          </li>
        </ol>
      )}

      {enabled &&
        (turningOff ? (
          codeStep('two-factor-disable', t('twoFactor.turnOff'), 'two-factor-disable')
        ) : (
          <div>
            <Button variant="secondary" icon={<ShieldOff className="size-4" />} onClick={() => setTurningOff(true)}>
              {t('twoFactor.turnOff')}
            </Button>
          </div>
        ))}

      <ReauthDialog
        open={reauth}
        twoFactor={enabled}
        onClose={() => setReauth(false)}
        onConfirmed={() => {
          setReauth(false)
          if (last.current) send(last.current)
        }}
      />
    </div>
  )
}
