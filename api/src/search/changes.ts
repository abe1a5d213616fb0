import { AsyncLocalStorage } from 'node:async_hooks'
import { onSearchChange } from '@driftway/collections'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { PayloadRequest } from 'payload'
import { afterCommit } from '../http/transaction'
import { closeRedis } from '../redis/plugin'

/**
 * Search freshness across API processes (decision 0078). A write to what the search index reads
 * (collections/src/search-changes.ts) is announced once it is committed, and every process's
 * index then waits for a sync before its next search: with REDIS_URL on a Redis channel all API
 * processes (this one too) listen to, without it straight to this process's index. The index's
 * own polling (memory-sync.ts) stays as the safety net for writes made elsewhere (CMS, seed) and
 * for a lost message.
 *
 * "Committed": inside an HTTP request, the change is announced when the answer is sent (every
 * transaction of the handler ended by then), before the client can read it; outside a request, after
 * the `withTransaction` it belongs to commits, or else shortly after (Payload's own transaction of
 * a single write commits right after its hooks).
 */
const requestChanges = new AsyncLocalStorage<{ listings: Set<string>; sent: boolean }>()

/** Outside a request and a known transaction: announced after this long. */
const LOOSE_WRITE_DELAY_MS = 50

export const searchChangesPlugin = fp(
  async (app: FastifyInstance) => {
    const redis = app.redis
    const channel = `${redis?.prefix ?? ''}search-changes`
    const applyHere = () => app.listingSearch.changed()

    const announce = async (listings: Iterable<string>) => {
      const ids = [...listings]
      if (ids.length === 0) return
      if (!redis) return applyHere()
      try {
        await redis.commands.publish(channel, JSON.stringify(ids))
      } catch (error) {
        // The other processes' polling finds it within seconds; this one need not wait for that.
        app.log.warn({ err: error }, 'search change not published: redis did not answer')
        applyHere()
      }
    }

    if (redis) {
      const subscriber = redis.subscriber.duplicate()
      subscriber.on('error', () => {
        // Logged by the connection it duplicates; it resubscribes after reconnecting.
      })
      subscriber.on('message', (from) => {
        if (from === channel) applyHere()
      })
      // Not awaited: with Redis away at start it is sent once the connection is up (and again after
      // every reconnect); the API starts meanwhile and its searches rely on polling.
      subscriber.subscribe(channel).catch((error: unknown) => {
        app.log.error({ err: error }, 'search changes: subscribing failed; polling only until redis is back')
      })
      app.addHook('onClose', async () => closeRedis(subscriber))
    }

    app.addHook('onRequest', (_request, _reply, done) => {
      requestChanges.run({ listings: new Set(), sent: false }, done)
    })
    app.addHook('onSend', async (_request, _reply, body) => {
      const changes = requestChanges.getStore()
      if (changes && !changes.sent) {
        changes.sent = true
        await announce(changes.listings)
      }
      return body
    })

    // One announcement per transaction, and one per LOOSE_WRITE_DELAY_MS for loose writes, however
    // many rows (nights of a booking, listings of a bulk import) they wrote.
    const perTransaction = new WeakMap<PayloadRequest, Set<string>>()
    const loose = new Set<string>()
    let looseTimer: ReturnType<typeof setTimeout> | undefined
    const unsubscribe = onSearchChange((listing, req) => {
      const changes = requestChanges.getStore()
      if (changes && !changes.sent) {
        changes.listings.add(listing)
        return
      }
      let pending = perTransaction.get(req)
      if (!pending) {
        const listings = new Set<string>()
        if (afterCommit(req, () => announce(listings))) {
          pending = listings
          perTransaction.set(req, pending)
        }
      }
      if (pending) {
        pending.add(listing)
        return
      }
      loose.add(listing)
      looseTimer ??= setTimeout(() => {
        looseTimer = undefined
        const listings = [...loose]
        loose.clear()
        void announce(listings)
      }, LOOSE_WRITE_DELAY_MS)
      looseTimer.unref()
    })
    app.addHook('onClose', async () => {
      unsubscribe()
      clearTimeout(looseTimer)
    })
  },
  { name: 'driftway-search-changes', dependencies: ['driftway-search', 'driftway-redis'] },
)
