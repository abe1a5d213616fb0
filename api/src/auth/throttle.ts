/**
 * Counts failed sign-ins per key (account e-mail, client IP) in a sliding window. Only failures
 * count, so a user who types the password right is never slowed down by others' traffic.
 *
 * In memory, per API process, without REDIS_URL; with it in Redis (redis/failure-store.ts),
 * shared by every API process, falling back to memory while Redis does not answer (decision 0078).
 */
export interface FailureStore {
  /** Failures of `key` still inside the window. */
  count(key: string, now: number): number | Promise<number>
  /** Records a failure; answers the failures of `key` inside the window, this one included. */
  add(key: string, now: number): number | Promise<number>
  clear(key: string): void | Promise<void>
}

export class MemoryFailureStore implements FailureStore {
  private readonly failures = new Map<string, number[]>()
  constructor(
    private readonly windowMs: number,
    private readonly maxKeys = 50_000,
  ) {}

  count(key: string, now: number): number {
    const list = this.failures.get(key)
    if (!list) return 0
    const live = list.filter((at) => now - at < this.windowMs)
    if (live.length === 0) this.failures.delete(key)
    else if (live.length !== list.length) this.failures.set(key, live)
    return live.length
  }

  add(key: string, now: number): number {
    if (this.failures.size >= this.maxKeys) this.sweep(now)
    const list = this.failures.get(key) ?? []
    list.push(now)
    // Never keep more than needed to decide: the newest entries decide the window.
    if (list.length > 1000) list.splice(0, list.length - 1000)
    this.failures.set(key, list)
    return this.count(key, now)
  }

  clear(key: string): void {
    this.failures.delete(key)
  }

  private sweep(now: number): void {
    for (const key of this.failures.keys()) this.count(key, now)
    // Still full (an attack over many keys): drop the oldest keys rather than grow without bound.
    const excess = this.failures.size - Math.floor(this.maxKeys * 0.9)
    if (excess > 0) for (const key of [...this.failures.keys()].slice(0, excess)) this.failures.delete(key)
  }
}

export type LoginThrottleLimits = { perAccount: number; perIp: number; windowSeconds: number }

/**
 * Sign-in throttling that a stranger cannot turn against an account's owner:
 * - per account *and client*: `perAccount` failures of one client on one account block that
 *   client for that account (the owner, signing in from their own address, is not affected by a
 *   guesser elsewhere — an account-wide lock would let anyone lock anyone out);
 * - per client: `perIp` failures on any accounts block that client (guessing across accounts);
 * - per account, from everywhere: counted only to tell the owner (routes mail them after a few).
 * "Client" is the visitor's address as the API trusts it (`request.clientIp`, http/client.ts).
 */
export class LoginThrottle {
  constructor(
    private readonly limits: LoginThrottleLimits,
    private readonly store: FailureStore = new MemoryFailureStore(limits.windowSeconds * 1000),
  ) {}

  /** Seconds to wait when this client is over a limit for this account or overall; 0 when it may try. */
  async retryAfter(account: string, client: string, now = Date.now()): Promise<number> {
    const [pair, ip] = await Promise.all([
      this.store.count(pairKey(account, client), now),
      this.store.count(`ip:${client}`, now),
    ])
    const blocked = pair >= this.limits.perAccount || ip >= this.limits.perIp
    return blocked ? this.limits.windowSeconds : 0
  }

  /** Records a failure; returns how many failures the account has had in the window, from every client. */
  async recordFailure(account: string, client: string, now = Date.now()): Promise<number> {
    const [, , accountFailures] = await Promise.all([
      this.store.add(pairKey(account, client), now),
      this.store.add(`ip:${client}`, now),
      this.store.add(`account:${account}`, now),
    ])
    return accountFailures
  }

  /** A successful sign-in forgives this client's failures on the account (not the client's overall count). */
  async recordSuccess(account: string, client: string): Promise<void> {
    await this.store.clear(pairKey(account, client))
  }
}

const pairKey = (account: string, client: string) => `pair:${account}\u0000${client}`
