import { createHmac } from 'node:crypto'
import {
  CLIENT_ADDRESS_HEADER,
  forwardedClient,
  parseTrustProxy,
  signClientAddress,
} from '@driftway/domain/security/client-address'
import { readSecret } from '@driftway/domain/security/secrets'
import { cookies } from 'next/headers'

/**
 * POST /support-api/{…}: the admin's support actions, passed on to the API's `/staff/{…}/`
 * routes (api/src/routes/staff). Same-origin for the admin, so its content-security policy stays
 * `connect-src 'self'` and no token is handed to scripts: the staff session cookie becomes the
 * `Authorization: JWT …` the API verifies with Payload, and the staff member's address goes along
 * signed (SITE_API_SECRET), so the audit log records it rather than this server's.
 */
const apiUrl = () => (process.env.API_URL || process.env.PUBLIC_API_URL || 'http://localhost:4000').replace(/\/+$/, '')

const refuse = (status: number, error_key: string, error_msg: string) =>
  Response.json({ error_key, error_msg }, { status, headers: { 'cache-control': 'no-store' } })

/** Only the admin's own pages may use the staff cookie here (a cross-site form could not read the answer, but could act). */
function fromTheAdmin(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite) return fetchSite === 'same-origin'
  const origin = request.headers.get('origin')
  return origin !== null && origin === new URL(request.url).origin
}

function signedClient(request: Request): Record<string, string> {
  // Only a proxy trusted by TRUST_PROXY can vouch for an address; else the API records this server's.
  const address = forwardedClient(request.headers.get('x-forwarded-for'), parseTrustProxy(process.env.TRUST_PROXY))
  if (!address) return {}
  try {
    const secret = readSecret('SITE_API_SECRET', process.env)
    const hmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest('base64url')
    return { [CLIENT_ADDRESS_HEADER]: signClientAddress(hmac, secret, address) }
  } catch {
    // No usable secret or not an address: the API records this server's address instead.
    return {}
  }
}

export async function POST(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  if (!fromTheAdmin(request)) return refuse(403, 'cross_site_request', 'Support actions run from the admin only.')
  const token = (await cookies()).get('payload-token')?.value
  if (!token) return refuse(401, 'not_authenticated', 'Sign in to the admin again.')
  const { path } = await params
  if (path.length === 0 || path.length > 4 || path.some((segment) => !/^[\w-]{1,64}$/.test(segment))) {
    return refuse(404, 'route_not_found', 'No such support action.')
  }
  const body = await request.text()
  const response = await fetch(`${apiUrl()}/staff/${path.join('/')}/`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      authorization: `JWT ${token}`,
      ...signedClient(request),
    },
    body: body.length > 10_000 ? '{}' : body || '{}',
    signal: AbortSignal.timeout(30_000),
  }).catch(() => null)
  if (!response) return refuse(502, 'api_unreachable', 'The API did not answer. Try again in a moment.')
  return new Response(await response.text(), {
    status: response.status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  })
}
