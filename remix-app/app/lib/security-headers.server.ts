/**
 * The site's security headers, one policy for every response (server.ts applies them with helmet).
 *
 * Content-Security-Policy: scripts only from this origin and the inline scripts React Router
 * emits with the request's nonce, plus Stripe.js; images, map tiles and API calls only from the
 * configured origins; no framing at all (clickjacking of login, booking and payout pages); forms
 * post only here (and to Stripe Checkout / the API's payment page). Style *attributes* stay
 * allowed: React renders `style=""` for computed sizes, and an attribute cannot run code.
 * Public pages (decision 0087) list their inline scripts' hashes where the nonce is
 * (`publicPagePolicy` in page-cache.server.ts): they are the same bytes for every visitor.
 */
export type PolicyOrigins = {
  /** Where browsers reach the API (PUBLIC_API_URL): JSON calls, media, Socket.IO, the sandbox payment page. */
  apiUrl: string
  /** Leaflet tile URL template (MAP_TILES_URL), e.g. https://{s}.tile.example.org/{z}/{x}/{y}.png. */
  tilesUrl: string
  /** The CMS (CMS_URL): its admin frames a city page in landing-page live preview, nothing else may. */
  cmsUrl?: string
}

/** A city hire page opened by the CMS's live preview (`?preview=landing`, decision 0065). */
export const isLandingPreview = (url: string | undefined): boolean =>
  /^\/(campervan-hire|campsite-pitch|boat-hire)\/[^/?]+\/?\?(.*&)?preview=landing(&|$)/.test(url ?? '')

const stripe = {
  scripts: ['https://js.stripe.com'],
  frames: ['https://js.stripe.com', 'https://hooks.stripe.com', 'https://checkout.stripe.com'],
  connect: ['https://api.stripe.com'],
  images: ['https://*.stripe.com'],
  forms: ['https://checkout.stripe.com'],
}

/** `https://{s}.tile.example.org/{z}/…` → `https://*.tile.example.org` (a CSP host source). */
function tileSource(template: string): string | null {
  const match = /^(https?:)\/\/([^/]+)/i.exec(template.trim())
  if (!match) return null
  const host = match[2]!.replace(/\{[a-z]\}/gi, '*')
  return /^[\w*.-]+(:\d+)?$/.test(host) ? `${match[1]!.toLowerCase()}//${host}` : null
}

const originOf = (url: string): string | null => {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null
  } catch {
    return null
  }
}

/** The API's origin and its WebSocket twin (Socket.IO). */
function apiSources(apiUrl: string): { http: string[]; socket: string[] } {
  const origin = originOf(apiUrl)
  if (!origin) return { http: [], socket: [] }
  return { http: [origin], socket: [origin.replace(/^http/, 'ws')] }
}

/** helmet's `contentSecurityPolicy.directives`; `nonce` is filled in per request. */
export function contentSecurityPolicy(origins: PolicyOrigins, nonce: (response: unknown) => string) {
  const api = apiSources(origins.apiUrl)
  const tiles = tileSource(origins.tilesUrl)
  const nonceSource = (_request: unknown, response: unknown) => `'nonce-${nonce(response)}'`
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", nonceSource, ...stripe.scripts],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", nonceSource],
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...api.http, ...(tiles ? [tiles] : []), ...stripe.images],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...api.http, ...api.socket, ...stripe.connect],
    frameSrc: stripe.frames,
    formAction: ["'self'", ...api.http, ...stripe.forms],
    // Nobody frames the site, except the CMS admin's live preview of a landing page.
    frameAncestors: [
      (request: { url?: string }) => {
        const cms = origins.cmsUrl ? originOf(origins.cmsUrl) : null
        return cms && isLandingPreview(request.url) ? cms : "'none'"
      },
    ],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    manifestSrc: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
  }
}

/** Browser features the site never uses are switched off; payments only for Stripe. */
export const permissionsPolicy = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'usb=()',
  `payment=(self "${stripe.frames[0]}" "${stripe.forms[0]}")`,
].join(', ')

/** HSTS for a response served over HTTPS (directly, or by a trusted proxy that says so). */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains'
