/**
 * The secrets every process of Driftway needs, and the one rule for them: outside production a
 * missing secret falls back to a development value (so tests and a bare `tsx api/src/main.ts`
 * work); in production a missing, short or publicly known value stops the process, because
 * anything signed with a public secret (tokens, e-mail links, OAuth state, the site's client
 * header) can be forged by anyone.
 *
 * `npm start` generates random values once into data/secrets.json (scripts/start.mjs);
 * docker-compose requires them (`${JWT_SECRET:?…}`); the README shows a one-liner to make them.
 */
export const secretNames = ['JWT_SECRET', 'SESSION_SECRET', 'PAYLOAD_SECRET', 'SITE_API_SECRET'] as const
export type SecretName = (typeof secretNames)[number]

/** The development fallbacks: public (they are in this repository), so never good enough for production. */
export const developmentSecrets: Record<SecretName, string> = {
  JWT_SECRET: 'driftway-dev-jwt-secret-change-me',
  SESSION_SECRET: 'driftway-dev-session-secret-change-me',
  PAYLOAD_SECRET: 'driftway-dev-secret-change-me',
  SITE_API_SECRET: 'driftway-dev-site-api-secret-change-me',
}

/** Values published elsewhere in the repository's history and documentation (old compose defaults, e2e values). */
const knownValues = new Set<string>([
  ...Object.values(developmentSecrets),
  'change-me-in-production',
  'change-me-in-production-too',
  'change-me-in-production-as-well',
  'driftway-e2e-session-secret',
  'secret',
  'changeme',
  'change-me',
])

/** Shorter secrets than this are refused in production (32 characters ≈ the 16 random bytes a guesser cannot try). */
export const MIN_SECRET_LENGTH = 32

export class SecretError extends Error {}

/** Why `value` cannot protect a production deployment, or null when it can. */
export function secretProblem(name: SecretName, value: string | undefined): string | null {
  if (!value) return `${name} is not set`
  if (knownValues.has(value)) return `${name} is a publicly known value`
  if (value.length < MIN_SECRET_LENGTH) return `${name} is shorter than ${MIN_SECRET_LENGTH} characters`
  return null
}

/** How to make good values, in the words every refusal uses. */
export const secretHowTo =
  'Generate random values, e.g. `for s in JWT_SECRET SESSION_SECRET PAYLOAD_SECRET SITE_API_SECRET; do echo "$s=$(openssl rand -hex 32)"; done >> .env`, and pass them to every service.'

/**
 * The secret `name` from `env`: the configured value, or outside production the development
 * fallback. In production (NODE_ENV=production) a missing or known value throws SecretError.
 */
export function readSecret(name: SecretName, env: Record<string, string | undefined>): string {
  const value = env[name] || undefined
  if (env.NODE_ENV !== 'production') return value ?? developmentSecrets[name]
  const problem = secretProblem(name, value)
  if (problem) throw new SecretError(`${problem}: refusing to start in production. ${secretHowTo}`)
  return value!
}

/**
 * Checks several secrets at once for a production start and reports all problems in one message
 * (an operator fixes them in one go). Returns the message, or null when every secret is fine.
 */
export function productionSecretProblems(
  names: readonly SecretName[],
  env: Record<string, string | undefined>,
): string | null {
  if (env.NODE_ENV !== 'production') return null
  const problems = names.map((name) => secretProblem(name, env[name] || undefined)).filter(Boolean)
  if (problems.length === 0) return null
  return `Refusing to start in production: ${problems.join('; ')}. ${secretHowTo}`
}
