import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    /** `draining`: SIGTERM arrived — `/ready` answers 503 and new sockets are refused while in-flight work ends. */
    lifecycle: { draining: boolean }
  }
}

export const lifecyclePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('lifecycle', { draining: false })
  },
  { name: 'driftway-lifecycle' },
)

/**
 * Graceful stop on SIGTERM (decision 0078): `/ready` turns 503 at once so a proxy or orchestrator
 * stops sending new work; after `delayMs` (time for it to notice) Fastify closes: the jobs timers
 * stop and the running job ends (http/periodic.ts), sockets are closed so their clients reconnect
 * to another process (realtime/plugin.ts), no new connection is accepted and the requests in
 * flight are answered. Resolves true when everything ended within `graceMs`, false when it had to
 * give up waiting.
 */
export async function drainAndClose(
  app: FastifyInstance,
  { delayMs, graceMs }: { delayMs: number; graceMs: number },
): Promise<boolean> {
  app.lifecycle.draining = true
  app.log.info({ delayMs, graceMs }, 'draining: not ready any more, closing')
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))
  let timer: ReturnType<typeof setTimeout> | undefined
  const gaveUp = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), graceMs)
  })
  try {
    return await Promise.race([app.close().then(() => true as const), gaveUp])
  } finally {
    clearTimeout(timer)
  }
}
