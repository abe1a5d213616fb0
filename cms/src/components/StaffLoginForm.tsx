'use client'
import { staffTwoFactorMessages } from '@driftway/collections/auth/staff-two-factor-messages'
import { type FormEvent, useRef, useState } from 'react'

type Props = { loginUrl: string; forgotUrl: string; redirectTo: string }
type PayloadError = { message?: string; data?: { error_key?: string } }

/** E-mail and password, then the authenticator code when the account asks for one. */
export function StaffLoginForm({ loginUrl, forgotUrl, redirectTo }: Props) {
  const [askCode, setAskCode] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const codeInput = useRef<HTMLInputElement>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setBusy(true)
    setError(null)
    try {
      const response = await fetch(loginUrl, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          email: form.get('email'),
          password: form.get('password'),
          ...(askCode ? { totp_code: form.get('totp_code') } : {}),
        }),
      })
      if (response.ok) {
        window.location.assign(redirectTo)
        return
      }
      const body = (await response.json().catch(() => null)) as { errors?: PayloadError[] } | null
      const first = body?.errors?.[0]
      if (first?.data?.error_key === 'otp_required' || first?.message === staffTwoFactorMessages.otp_required) {
        setAskCode(true)
        setTimeout(() => codeInput.current?.focus(), 0)
        return
      }
      setError(first?.message ?? 'Sign-in failed. Try again.')
    } catch {
      setError('The admin could not be reached. Check your connection and try again.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="login__form staff-login" method="post" onSubmit={submit} noValidate={false}>
      <div className="login__form__inputWrap">
        <div className="field-type email" hidden={askCode}>
          <label className="field-label" htmlFor="field-email">
            Email
          </label>
          <div className="field-type__wrap">
            <input id="field-email" name="email" type="email" autoComplete="email" required />
          </div>
        </div>
        <div className="field-type password" hidden={askCode}>
          <label className="field-label" htmlFor="field-password">
            Password
          </label>
          <div className="field-type__wrap">
            <input id="field-password" name="password" type="password" autoComplete="current-password" required />
          </div>
        </div>
        {askCode && (
          <div className="field-type text">
            <label className="field-label" htmlFor="field-totp">
              Authentication code
            </label>
            <p className="staff-login__hint">Open your authenticator app and enter the 6-digit code for Driftway.</p>
            <div className="field-type__wrap">
              <input
                id="field-totp"
                ref={codeInput}
                name="totp_code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9 \-]{6,8}"
                required
              />
            </div>
          </div>
        )}
      </div>
      {error && (
        <p className="staff-login__error" role="alert">
          {error}
        </p>
      )}
      {!askCode && (
        <a className="staff-login__forgot" href={forgotUrl}>
          Forgot password?
        </a>
      )}
      <button type="submit" className="btn btn--style-primary btn--size-large staff-login__submit" disabled={busy}>
        {askCode ? 'Verify' : 'Login'}
      </button>
    </form>
  )
}
