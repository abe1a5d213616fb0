import { describe, expect, it } from 'vitest'
import { EventRateLimiter } from './rate-limit'

describe('EventRateLimiter', () => {
  it('allows the budget per second, refuses beyond it and disconnects past twice the budget', () => {
    let now = 10_000
    const limiter = new EventRateLimiter(3, () => now)
    expect([1, 2, 3].map(() => limiter.take())).toEqual(['ok', 'ok', 'ok'])
    expect([4, 5, 6].map(() => limiter.take())).toEqual(['refuse', 'refuse', 'refuse'])
    expect(limiter.take()).toBe('disconnect')
    now += 1000
    expect(limiter.take()).toBe('ok')
  })
})
