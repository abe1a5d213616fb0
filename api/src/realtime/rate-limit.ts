/**
 * A per-socket budget of incoming events (decision 0061): at most `perSecond` events in any
 * one-second window are handled; beyond that each event is refused with `rate_limited`, and a
 * socket that sends more than twice the budget in one window is disconnected (a client that
 * ignores refusals is broken or hostile).
 */
export class EventRateLimiter {
  private windowStart = 0
  private count = 0
  constructor(
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
  ) {}

  take(): 'ok' | 'refuse' | 'disconnect' {
    const now = this.now()
    if (now - this.windowStart >= 1000) {
      this.windowStart = now
      this.count = 0
    }
    this.count += 1
    if (this.count <= this.perSecond) return 'ok'
    return this.count > this.perSecond * 2 ? 'disconnect' : 'refuse'
  }
}
