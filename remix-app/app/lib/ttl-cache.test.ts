import { afterEach, describe, expect, it, vi } from 'vitest'
import { ttlCache } from './ttl-cache'

afterEach(() => vi.useRealTimers())

describe('ttlCache', () => {
  it('loads a key once within its time to live, and again after it', async () => {
    vi.useFakeTimers()
    const cache = ttlCache<number>(1_000, 10)
    const load = vi.fn(async () => load.mock.calls.length)
    expect(await cache('a', load)).toBe(1)
    expect(await cache('a', load)).toBe(1)
    expect(await cache('b', load)).toBe(2)
    vi.advanceTimersByTime(1_001)
    expect(await cache('a', load)).toBe(3)
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('does not keep answers it refuses, nor failures', async () => {
    const cache = ttlCache<number[]>(60_000, 10, (list) => list.length > 0)
    const empty = vi.fn(async () => [])
    await cache('a', empty)
    await cache('a', empty)
    expect(empty).toHaveBeenCalledTimes(2)
    const failing = vi.fn(async () => {
      throw new Error('down')
    })
    await expect(cache('b', failing)).rejects.toThrow('down')
    await expect(cache('b', failing)).rejects.toThrow('down')
    expect(failing).toHaveBeenCalledTimes(2)
  })

  it('drops the oldest key beyond its size', async () => {
    const cache = ttlCache<string>(60_000, 2)
    const load = vi.fn(async () => 'x')
    await cache('a', load)
    await cache('b', load)
    await cache('c', load)
    await cache('b', load)
    expect(load).toHaveBeenCalledTimes(3)
    await cache('a', load)
    expect(load).toHaveBeenCalledTimes(4)
  })
})
