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
    // The run lasts until the test lets it end, however slowly a loaded machine runs the timers.
    let endRun = () => {}
    const runMayEnd = new Promise<void>((resolve) => {
      endRun = resolve
    })
    everyInterval(app, 10, async () => {
      running += 1
      maxRunning = Math.max(maxRunning, running)
      events.push('start')
      await runMayEnd
      events.push('end')
      running -= 1
    })
    await app.ready()
    while (events.length === 0) await pause(5)
    // Several intervals pass during the first run: none of them starts a second one.
    await pause(50)
    expect(events).toEqual(['start'])
    let closed = false
    const closing = app.close().then(() => {
      closed = true
    })
    await pause(30)
    // close() waits for the run in progress…
    expect(closed).toBe(false)
    endRun()
    await closing
    expect(events).toEqual(['start', 'end'])
    // …and no run starts afterwards.
    await pause(50)
    expect(events).toEqual(['start', 'end'])
    expect(maxRunning).toBe(1)
  })
})
