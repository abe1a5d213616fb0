import { partnerSlugs } from '@driftway/domain/partners'
import type { PartnerSlug } from './types'

/** Where one partner's API is and how we sign in to it. */
export type PartnerEndpoint = { baseUrl: string; apiKey: string }

/** The partner settings of the API (ApiEnv.partners), read once from the environment. */
export type PartnerSettings = {
  /** Partners with a URL; the others are not configured and their listings cannot be quoted. */
  endpoints: Partial<Record<PartnerSlug, PartnerEndpoint>>
  /** One attempt's limit (`PARTNER_TIMEOUT_MS`). */
  timeoutMs: number
  /** Attempts of a call that failed on the way (timeout, 5xx, connection): `PARTNER_ATTEMPTS`. */
  attempts: number
  /** First retry delay; the next ones grow exponentially with jitter (`PARTNER_RETRY_DELAY_MS`). */
  retryDelayMs: number
  /** Consecutive failed calls that open a partner's circuit (`PARTNER_BREAKER_FAILURES`). */
  breakerFailures: number
  /** How long an open circuit refuses calls before one is let through to test the partner (`PARTNER_BREAKER_RESET_MS`). */
  breakerResetMs: number
  /** How long a quote is reused for the same question (`PARTNER_QUOTE_CACHE_SECONDS`); 0 turns the cache off. */
  quoteCacheSeconds: number
  /** How often this process imports every configured partner's fleet (`PARTNER_IMPORT_INTERVAL_MS`); 0 turns it off. */
  importIntervalMs: number
  /** How often this process settles paid partner bookings whose outcome is open (`PARTNER_RECONCILE_INTERVAL_MS`); 0 turns it off. */
  reconcileIntervalMs: number
  /**
   * How long after the payment a booking whose outcome at the partner stays unknown (the partner
   * does not answer) is given up: refunded, cancelled with us and at the partner once it answers
   * (`PARTNER_UNKNOWN_GIVE_UP_SECONDS`); 0 waits for the partner however long it takes.
   */
  unknownGiveUpSeconds: number
}

/** `wheel-office` → `WHEEL_OFFICE`: the partner's part of its variable names. */
export const partnerEnvName = (slug: PartnerSlug): string => slug.toUpperCase().replaceAll('-', '_')

/** The key the simulator accepts when none is configured (development and tests only). */
export const SIMULATOR_DEFAULT_KEY = 'driftway-simulator'

const positive = (value: string | undefined, fallback: number, zeroAllowed = false): number => {
  if (value === undefined || value.trim() === '') return fallback
  const parsed = Number(value)
  if (!Number.isFinite(parsed) || parsed < 0 || (parsed === 0 && !zeroAllowed)) return fallback
  return Math.floor(parsed)
}

/**
 * Each partner's `PARTNER_<NAME>_URL` and `PARTNER_<NAME>_API_KEY` (NAME: THL, NEORENT, MCRENT,
 * WHEEL_OFFICE, INDIE, VANEVER, CAMPNERD, FIVE_ANKER). `PARTNER_SIMULATOR_URL` stands in for every
 * partner without a URL of its own (`<simulator>/<slug>`), with `PARTNER_SIMULATOR_KEY` (or the
 * simulator's default key) as credentials — production configures real partners instead.
 */
export function readPartnerSettings(env: Readonly<Record<string, string | undefined>>): PartnerSettings {
  const simulator = env.PARTNER_SIMULATOR_URL?.trim().replace(/\/$/, '')
  const endpoints: PartnerSettings['endpoints'] = {}
  for (const slug of partnerSlugs) {
    const name = partnerEnvName(slug)
    const own = env[`PARTNER_${name}_URL`]?.trim().replace(/\/$/, '')
    if (own) endpoints[slug] = { baseUrl: own, apiKey: env[`PARTNER_${name}_API_KEY`]?.trim() ?? '' }
    else if (simulator)
      endpoints[slug] = {
        baseUrl: `${simulator}/${slug}`,
        apiKey: env.PARTNER_SIMULATOR_KEY?.trim() || SIMULATOR_DEFAULT_KEY,
      }
  }
  return {
    endpoints,
    timeoutMs: positive(env.PARTNER_TIMEOUT_MS, 4_000),
    attempts: positive(env.PARTNER_ATTEMPTS, 3),
    retryDelayMs: positive(env.PARTNER_RETRY_DELAY_MS, 200),
    breakerFailures: positive(env.PARTNER_BREAKER_FAILURES, 5),
    breakerResetMs: positive(env.PARTNER_BREAKER_RESET_MS, 30_000),
    quoteCacheSeconds: positive(env.PARTNER_QUOTE_CACHE_SECONDS, 60, true),
    importIntervalMs: positive(env.PARTNER_IMPORT_INTERVAL_MS, 6 * 60 * 60 * 1000, true),
    reconcileIntervalMs: positive(env.PARTNER_RECONCILE_INTERVAL_MS, 60_000, true),
    unknownGiveUpSeconds: positive(env.PARTNER_UNKNOWN_GIVE_UP_SECONDS, 4 * 60 * 60, true),
  }
}
