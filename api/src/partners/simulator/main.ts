import { startPartnerSimulator } from './server'

/**
 * `npm run simulator -w @driftway/api`: the partner simulator on PARTNER_SIMULATOR_PORT (4600);
 * point the API at it with PARTNER_SIMULATOR_URL=http://127.0.0.1:4600.
 */
const port = Number(process.env.PARTNER_SIMULATOR_PORT ?? 4600)
const simulator = await startPartnerSimulator({
  port,
  host: process.env.PARTNER_SIMULATOR_HOST ?? '127.0.0.1',
  apiKey: process.env.PARTNER_SIMULATOR_KEY?.trim() || undefined,
  // LOG_LEVEL as the API reads it (warn in the e2e stack: no line per request).
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void simulator.close())
