import { asSystem } from '@driftway/collections'
import { bookingStatuses } from '@driftway/domain'
import type { Payload } from 'payload'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { SearchIndex } from '../search/types'

/** What the scrape-time gauges read besides the database. */
export type MetricSources = {
  payload: Payload
  search: () => SearchIndex | undefined
  mailQueue: () => number
}

/**
 * The API's Prometheus metrics (issue 24), one registry per server so several servers in one
 * process (the tests) never clash. Request counters and latency are labelled by the route's
 * template (`/listing/{kind}/{id}/`, never the raw URL, so the label set stays small); bookings,
 * payments, the mail queue and the search index are read when Prometheus scrapes, so the figures
 * are right even for writes made by another process (the admin, the seed, a second API).
 */
export function createApiMetrics(sources: MetricSources) {
  const registry = new Registry()
  registry.setDefaultLabels({ service: 'api' })
  // Process memory, CPU, event-loop lag, heap spaces, GC, open handles.
  collectDefaultMetrics({ register: registry })

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route template and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  })
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending the answer, by method, route template and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const errors = new Counter({
    name: 'http_errors_total',
    help: 'Error answers (4xx/5xx) by their error_key and status code.',
    labelNames: ['error_key', 'status_code'] as const,
    registers: [registry],
  })

  const { payload } = sources
  new Gauge({
    name: 'driftway_bookings',
    help: 'Bookings by status (read from the database at scrape time).',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const counts = await Promise.all(
        bookingStatuses.map(
          async (status) =>
            [
              status,
              (await payload.count({ collection: 'bookings', where: { status: { equals: status } }, ...asSystem() }))
                .totalDocs,
            ] as const,
        ),
      )
      for (const [status, count] of counts) this.set({ status }, count)
    },
  })
  new Gauge({
    name: 'driftway_payments',
    help: 'Payment transactions by status as the provider reported it (read from the database at scrape time).',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      // Statuses are the provider's free text: count what is there.
      const { docs } = await payload.find({
        collection: 'transactions',
        select: { status: true },
        pagination: false,
        depth: 0,
        ...asSystem(),
      })
      const byStatus = new Map<string, number>()
      for (const doc of docs) byStatus.set(String(doc.status), (byStatus.get(String(doc.status)) ?? 0) + 1)
      this.reset()
      for (const [status, count] of byStatus) this.set({ status }, count)
    },
  })
  new Gauge({
    name: 'driftway_mail_queue_depth',
    help: 'E-mails handed to the background sender and not yet delivered (this process).',
    registers: [registry],
    collect() {
      this.set(sources.mailQueue())
    },
  })
  new Gauge({
    name: 'driftway_search_index_documents',
    help: 'Documents held by the in-memory search index, by kind (listings, nights, seasons).',
    labelNames: ['kind'] as const,
    registers: [registry],
    collect() {
      const stats = sources.search()?.stats?.()
      if (!stats) return
      this.set({ kind: 'listings' }, stats.listings)
      this.set({ kind: 'nights' }, stats.nights)
      this.set({ kind: 'seasons' }, stats.seasons)
    },
  })
  new Gauge({
    name: 'driftway_search_index_age_seconds',
    help: 'Seconds since the search index last synchronised with the database (it syncs before searches, at most once a second).',
    registers: [registry],
    collect() {
      const stats = sources.search()?.stats?.()
      if (stats?.freshAsOfMs) this.set((Date.now() - stats.freshAsOfMs) / 1000)
    },
  })

  const jobs = jobQueueReader(payload)
  new Gauge({
    name: 'driftway_job_queue_depth',
    help: 'Background jobs (payload-jobs) waiting to run, by queue: not completed, not running, not failed for good.',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset()
      for (const [queue, stats] of await jobs()) this.set({ queue }, stats.depth)
    },
  })
  new Gauge({
    name: 'driftway_job_queue_lag_seconds',
    help: 'Age of the oldest waiting job that is due (since it was queued or since its waitUntil), by queue; 0 when none is due.',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset()
      for (const [queue, stats] of await jobs()) this.set({ queue }, stats.lagSeconds)
    },
  })

  return { registry, requests, duration, errors }
}

type QueueStats = { depth: number; lagSeconds: number }

/**
 * The waiting jobs per queue, read once per scrape for both job gauges (prom-client collects the
 * gauges of one scrape concurrently; a read shared for a second serves both).
 */
function jobQueueReader(payload: Payload): () => Promise<Map<string, QueueStats>> {
  let last: { at: number; stats: Promise<Map<string, QueueStats>> } | undefined
  const read = async () => {
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: {
        and: [
          { completedAt: { exists: false } },
          { processing: { equals: false } },
          { hasError: { not_equals: true } },
        ],
      },
      select: { queue: true, waitUntil: true, createdAt: true },
      pagination: false,
      depth: 0,
      ...asSystem(),
    })
    const now = Date.now()
    const stats = new Map<string, QueueStats>()
    for (const job of docs) {
      const queue = job.queue || 'default'
      const entry = stats.get(queue) ?? { depth: 0, lagSeconds: 0 }
      entry.depth += 1
      const dueSince = Math.max(Date.parse(job.createdAt), job.waitUntil ? Date.parse(job.waitUntil) : 0)
      if (dueSince <= now) entry.lagSeconds = Math.max(entry.lagSeconds, (now - dueSince) / 1000)
      stats.set(queue, entry)
    }
    return stats
  }
  return () => {
    if (!last || Date.now() - last.at > 1000) last = { at: Date.now(), stats: read() }
    return last.stats
  }
}

export type ApiMetrics = ReturnType<typeof createApiMetrics>
