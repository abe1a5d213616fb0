'use client'
import { useAuth, useDocumentInfo, useField } from '@payloadcms/ui'
import { useState } from 'react'

type Setup = { secret: string; qr: string }
type Answer = { errors?: { message?: string }[]; secret?: string; qr?: string } | null

async function post(path: string, body?: unknown): Promise<{ ok: boolean; data: Answer }> {
  const response = await fetch(`/api/staff/two-factor/${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body ?? {}),
  })
  return { ok: response.ok, data: await response.json().catch(() => null) }
}

/**
 * The `two_factor_enabled` field of a staff record (Staff.twoFactor.ts): on your own account, a
 * QR code and key to add to an authenticator app, confirmed by a first code; turning it off needs
 * a current code. On someone else's record, only whether it is on.
 */
export function TwoFactorSetup({ path }: { path: string }) {
  const { user } = useAuth()
  const { id } = useDocumentInfo()
  const { value, setValue } = useField<boolean>({ path })
  const [enabled, setEnabled] = useState(Boolean(value))
  const [setup, setSetup] = useState<Setup | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [code, setCode] = useState('')
  const own = user && id !== undefined && String(user.id) === String(id)

  const failure = (data: Answer) => setError(data?.errors?.[0]?.message ?? 'That did not work. Try again.')

  async function start() {
    setError(null)
    const { ok, data } = await post('setup')
    if (ok) setSetup({ secret: String(data?.secret), qr: String(data?.qr) })
    else failure(data)
  }

  // No <form> here: this field sits inside the document's own form, and forms do not nest.
  async function confirm(action: 'enable' | 'disable') {
    setError(null)
    const { ok, data } = await post(action, { code })
    if (!ok) return failure(data)
    setEnabled(action === 'enable')
    setValue(action === 'enable', true)
    setSetup(null)
    setCode('')
  }

  return (
    <section className="field-type two-factor" aria-labelledby="two-factor-title">
      <h3 id="two-factor-title" className="field-label">
        Two-factor sign-in
      </h3>
      <p className="two-factor__status">
        {enabled ? 'On: signing in asks for a code from an authenticator app.' : 'Off.'}
      </p>
      {own && !enabled && !setup && (
        <button type="button" className="btn btn--style-secondary btn--size-small" onClick={start}>
          Set up two-factor sign-in
        </button>
      )}
      {own && setup && (
        <div>
          <p>Scan this code with your authenticator app, or type the key in.</p>
          {/* biome-ignore lint/performance/noImgElement: an inline SVG data URL made for this one view, nothing for next/image to resize or cache */}
          <img src={setup.qr} alt="QR code for your authenticator app" width={200} height={200} />
          <p>
            Key: <code data-testid="two-factor-key">{setup.secret}</code>
          </p>
          <label className="field-label" htmlFor="two-factor-confirm">
            Code from the app
          </label>
          <input
            id="two-factor-confirm"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
          <button type="button" className="btn btn--style-primary btn--size-small" onClick={() => confirm('enable')}>
            Turn on
          </button>
        </div>
      )}
      {own && enabled && (
        <div>
          <label className="field-label" htmlFor="two-factor-off">
            Code from the app to turn it off
          </label>
          <input
            id="two-factor-off"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
          <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => confirm('disable')}>
            Turn off
          </button>
        </div>
      )}
      {error && (
        <p className="two-factor__error" role="alert">
          {error}
        </p>
      )}
    </section>
  )
}
