import type { FastifyInstance } from 'fastify'

/**
 * Runs `work` every `intervalMs` in this process, never two runs at once. When the API starts to
 * close (SIGTERM, preClose), no new run starts and the close waits for the one in progress, so a
 * stopping process takes no new jobs and leaves none half-claimed by its own doing.
 */
export function everyInterval(app: FastifyInstance, intervalMs: number, work: () => Promise<void>): void {
  let current: Promise<void> | null = null
  let stopped = false
  const tick = () => {
    if (current || stopped) return
    current = work().finally(() => {
      current = null
    })
  }
  const timer = setInterval(tick, intervalMs)
  timer.unref()
  app.addHook('preClose', async () => {
    stopped = true
    clearInterval(timer)
    await current
  })
}
