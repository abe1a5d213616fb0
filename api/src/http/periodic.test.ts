import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { everyInterval } from './periodic'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('everyInterval', () => {
  it('never overlaps runs, and closing waits for the run in progress and starts no other', async () => {
    const app = Fastify()
    const events: string[] = []
    let running = 0
    let maxRunning = 0
    everyInterval(app, 10, async () => {
      running += 1
      maxRunning = Math.max(maxRunning, running)
      events.push('start')
      await pause(100)
      events.push('end')
      running -= 1
    })
    await app.ready()
    while (events.length === 0) await pause(5)
    // Several intervals pass during the first run: none of them starts a second one.
    await pause(30)
    expect(events).toEqual(['start'])
    await app.close()
    // close() returned only after the run ended, and no run starts afterwards.
    expect(events).toEqual(['start', 'end'])
    await pause(50)
    expect(events).toEqual(['start', 'end'])
    expect(maxRunning).toBe(1)
  })
})
