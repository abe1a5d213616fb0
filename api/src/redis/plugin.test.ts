import net from 'node:net'
import { Redis } from 'ioredis'
import { describe, expect, it } from 'vitest'
import { closeRedis } from './plugin'

describe('closeRedis', () => {
  it('drops the commands queued while Redis was away, without an unhandled rejection', async () => {
    const port = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const address = server.address()
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
      })
    })
    const unhandled: unknown[] = []
    const note = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', note)
    try {
      const connection = new Redis(`redis://127.0.0.1:${port}`, { retryStrategy: () => 100, lazyConnect: false })
      connection.on('error', () => {})
      // As the Socket.IO adapter does: a subscription sent without a catch.
      void connection.subscribe('channel')
      // Closed while it is still connecting (an API stopped before Redis answered).
      expect(connection.status).toBe('connecting')
      await closeRedis(connection)
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(unhandled).toEqual([])
    } finally {
      process.off('unhandledRejection', note)
    }
  })
})
