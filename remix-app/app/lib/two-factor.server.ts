import QRCode from 'qrcode'
import type { ApiResponse } from './api.server'
import type { ApiAnswer } from './api-schema'
import type { Auth } from './auth.server'

/** What the setup step shows: the QR code to scan, and the secret to type in when scanning fails. */
export type TwoFactorSetup = { secret: string; qr: string }

/** An otpauth:// URI as an SVG QR code in a data: URL (rendered on the server: no script, no third party). */
async function qrDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
    color: { dark: '#1d2b36' },
  })
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

/** POST /user/me/two-factor/setup/ and the QR code of its URI. */
export async function startTwoFactorSetup(
  auth: Auth,
): Promise<(ApiResponse<unknown> & { ok: false }) | { ok: true; setup: TwoFactorSetup }> {
  const result = await auth.api<ApiAnswer<'/user/me/two-factor/setup/', 'post'>>('/user/me/two-factor/setup/', {
    method: 'POST',
  })
  if (!result.ok) return result
  return { ok: true, setup: { secret: result.data.secret, qr: await qrDataUrl(result.data.otpauth_url) } }
}
