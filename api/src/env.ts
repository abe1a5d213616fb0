/** Runtime settings of the API, read once from the environment. */
export type ApiEnv = {
  port: number
  host: string
  /** Base URL browsers use to reach this API (for absolute media URLs). */
  publicUrl: string
  /** Origins allowed by CORS: the site and the CMS. */
  corsOrigins: string[]
  logLevel: string
}

export function readApiEnv(env: NodeJS.ProcessEnv = process.env): ApiEnv {
  const port = Number(env.API_PORT ?? env.PORT ?? 4000)
  const publicUrl = (env.PUBLIC_API_URL ?? `http://localhost:${port}`).replace(/\/$/, '')
  const corsOrigins = (env.CORS_ORIGINS ?? `${env.SITE_URL ?? 'http://localhost:3000'},${env.CMS_URL ?? 'http://localhost:3001'}`)
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
  return { port, host: env.API_HOST ?? '0.0.0.0', publicUrl, corsOrigins, logLevel: env.LOG_LEVEL ?? 'info' }
}
