import { ACCEPTANCE_WINDOW_SECONDS, INSTANT_PAYMENT_WINDOW_SECONDS, PAYMENT_WINDOW_SECONDS } from '@driftway/domain'
import { parseTrustProxy } from '@driftway/domain/security/client-address'
import { readSecret } from '@driftway/domain/security/secrets'
import { type PartnerSettings, readPartnerSettings } from './partners/config'

/** Runtime settings of the API, read once from the environment. */
export type ApiEnv = {
  port: number
  host: string
  /** Base URL browsers use to reach this API (for absolute media URLs). */
  publicUrl: string
  /** Origins allowed by CORS: the site and the CMS. */
  corsOrigins: string[]
  logLevel: string
  /** Proxy hops whose X-Forwarded-For is trusted (`TRUST_PROXY`: true, a hop count or addresses); off by default so clients cannot fake their IP for rate limits. */
  trustProxy: boolean | number | string
  /** `NODE_ENV === 'production'`: hides development helpers such as GET /dev/outbox/. */
  isProduction: boolean
  /** Signs the visitor's address the site passes on (security/client-address.ts); shared with the site only. */
  siteApiSecret: string
  /** Public site origin, used in e-mail links (`/confirm-email/{key}`, `/reset-password/{uid}/{token}`). */
  siteUrl: string
  /** Signs access/refresh tokens, e-mail verification keys and password-reset tokens (a key is derived per purpose). */
  jwtSecret: string
  accessTokenTtlSeconds: number
  refreshTokenTtlSeconds: number
  /** Google Identity: the OAuth client id the ID token's audience must equal; unset disables Google sign-in. */
  googleClientId: string | undefined
  /** Where Google's signing keys are fetched (tests point it at a local JWKS). */
  googleJwksUrl: string
  /** `smtp://host:port` (or smtps://user:pass@host) → real delivery; unset → the `mail-outbox` collection. */
  smtpUrl: string | undefined
  mailFrom: string
  /** Receives contact-us messages. */
  supportEmail: string
  /** Failed sign-ins allowed per account and per IP within the window before 429 too_many_login_attempts. */
  loginMaxFailuresPerAccount: number
  loginMaxFailuresPerIp: number
  loginFailureWindowSeconds: number
  /** After this many failed sign-ins of an account within the window (from anywhere), its owner gets an e-mail. */
  loginNotifyAfterFailures: number
  /** Money settings (payout merchant, bank account) need a sign-in or password re-entry at most this long ago. */
  freshSignInSeconds: number
  /** Requests per IP per window on the anonymous endpoints that send e-mail (sign-up, reset, resend, contact, guest). */
  mailRateLimitMax: number
  mailRateLimitWindowSeconds: number
  /** Payout provider for merchants; only `sandbox` exists until the payments issue brings Stripe Connect. */
  paymentProvider: 'sandbox'
  /** Stripe Checkout for bookings when set (`STRIPE_SECRET_KEY`); the sandbox checkout otherwise. */
  stripeSecretKey: string | undefined
  /** Verifies Stripe webhooks (`STRIPE_WEBHOOK_SECRET`, whsec_…). */
  stripeWebhookSecret: string | undefined
  /** Verifies the Connect endpoint's `account.updated` webhooks (`STRIPE_CONNECT_WEBHOOK_SECRET`; defaults to STRIPE_WEBHOOK_SECRET). */
  stripeConnectWebhookSecret: string | undefined
  /** Verifies the subscription endpoint's webhooks (`STRIPE_BILLING_WEBHOOK_SECRET`; defaults to STRIPE_WEBHOOK_SECRET). */
  stripeBillingWebhookSecret: string | undefined
  /** Booking deadlines (decision 0034); shorter in tests. */
  bookingAcceptanceWindowSeconds: number
  bookingPaymentWindowSeconds: number
  bookingInstantPaymentWindowSeconds: number
  /** How often this process queues and runs the booking deadlines job (`BOOKING_JOBS_INTERVAL_MS`); 0 turns it off. */
  bookingJobsIntervalMs: number
  /** Bearer token Prometheus sends to GET /metrics; unset → only direct connections from this machine may scrape. */
  metricsToken: string | undefined
  /**
   * `REDIS_URL`: shared by every API process — rate limits and sign-in throttles, search change
   * events, the Socket.IO adapter (decisions 0061, 0078); unset → each process keeps its own in memory.
   */
  redisUrl: string | undefined
  /** `REDIS_PREFIX`: prefix of every key and channel this API uses, so several stacks (or tests) share one Redis. */
  redisPrefix: string
  /** `SHUTDOWN_DELAY_MS`: after SIGTERM, how long `/ready` answers 503 while requests are still served (for a proxy to notice). */
  shutdownDelayMs: number
  /** `SHUTDOWN_GRACE_MS`: how long SIGTERM then waits for requests in flight before the process exits anyway. */
  shutdownGraceMs: number
  /** Incoming Socket.IO events a socket may send per second (`SOCKET_EVENTS_PER_SECOND`, decision 0061). */
  socketEventsPerSecond: number
  /** Partner systems (THL, Indie…): endpoints, timeouts, retries, circuit breaker, quote cache, import schedule (partners/config.ts). */
  partners: PartnerSettings
}

const int = (value: string | undefined, fallback: number): number => {
  const parsed = Number(value)
  return value !== undefined && value !== '' && Number.isFinite(parsed) && parsed > 0 ? Math.floor(parsed) : fallback
}

export function readApiEnv(env: NodeJS.ProcessEnv = process.env): ApiEnv {
  const port = Number(env.API_PORT ?? env.PORT ?? 4000)
  const publicUrl = (env.PUBLIC_API_URL ?? `http://localhost:${port}`).replace(/\/$/, '')
  const siteUrl = (env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '')
  const corsOrigins = (env.CORS_ORIGINS ?? `${siteUrl},${env.CMS_URL ?? 'http://localhost:3001'}`)
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
  const isProduction = env.NODE_ENV === 'production'
  // Production refuses a missing or public secret (SecretError); elsewhere the development value is used.
  const jwtSecret = readSecret('JWT_SECRET', env)
  const siteApiSecret = readSecret('SITE_API_SECRET', env)
  const provider = env.PAYMENT_PROVIDER ?? 'sandbox'
  if (provider !== 'sandbox')
    throw new Error(`PAYMENT_PROVIDER=${provider} is not supported; the only payment provider so far is "sandbox".`)
  return {
    port,
    host: env.API_HOST ?? env.HOST ?? '127.0.0.1',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicUrl,
    corsOrigins,
    logLevel: env.LOG_LEVEL ?? 'info',
    isProduction,
    siteUrl,
    jwtSecret,
    siteApiSecret,
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL_SECONDS, 15 * 60),
    refreshTokenTtlSeconds: int(env.REFRESH_TOKEN_TTL_SECONDS, 30 * 24 * 3600),
    googleClientId: env.GOOGLE_CLIENT_ID || undefined,
    googleJwksUrl: env.GOOGLE_JWKS_URL || 'https://www.googleapis.com/oauth2/v3/certs',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Driftway <no-reply@driftway.local>',
    supportEmail: env.SUPPORT_EMAIL || 'support@driftway.local',
    loginMaxFailuresPerAccount: int(env.LOGIN_MAX_FAILURES_PER_ACCOUNT, 10),
    loginMaxFailuresPerIp: int(env.LOGIN_MAX_FAILURES_PER_IP, 30),
    loginFailureWindowSeconds: int(env.LOGIN_FAILURE_WINDOW_SECONDS, 15 * 60),
    loginNotifyAfterFailures: int(env.LOGIN_NOTIFY_AFTER_FAILURES, 5),
    freshSignInSeconds: int(env.FRESH_SIGN_IN_MINUTES, 10) * 60,
    mailRateLimitMax: int(env.MAIL_RATE_LIMIT_MAX, 20),
    mailRateLimitWindowSeconds: int(env.MAIL_RATE_LIMIT_WINDOW_SECONDS, 15 * 60),
    paymentProvider: 'sandbox',
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    stripeConnectWebhookSecret: env.STRIPE_CONNECT_WEBHOOK_SECRET || env.STRIPE_WEBHOOK_SECRET || undefined,
    stripeBillingWebhookSecret: env.STRIPE_BILLING_WEBHOOK_SECRET || env.STRIPE_WEBHOOK_SECRET || undefined,
    bookingAcceptanceWindowSeconds: int(env.BOOKING_ACCEPTANCE_WINDOW_SECONDS, ACCEPTANCE_WINDOW_SECONDS),
    bookingPaymentWindowSeconds: int(env.BOOKING_PAYMENT_WINDOW_SECONDS, PAYMENT_WINDOW_SECONDS),
    bookingInstantPaymentWindowSeconds: int(env.BOOKING_INSTANT_PAYMENT_WINDOW_SECONDS, INSTANT_PAYMENT_WINDOW_SECONDS),
    bookingJobsIntervalMs: env.BOOKING_JOBS_INTERVAL_MS === '0' ? 0 : int(env.BOOKING_JOBS_INTERVAL_MS, 60_000),
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
    redisUrl: env.REDIS_URL?.trim() || undefined,
    redisPrefix: env.REDIS_PREFIX?.trim() || 'driftway:',
    shutdownDelayMs: env.SHUTDOWN_DELAY_MS === '0' ? 0 : int(env.SHUTDOWN_DELAY_MS, 0),
    shutdownGraceMs: int(env.SHUTDOWN_GRACE_MS, 10_000),
    socketEventsPerSecond: int(env.SOCKET_EVENTS_PER_SECOND, 10),
    partners: readPartnerSettings(env),
  }
}
