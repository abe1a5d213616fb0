import {
  type CircuitBreakerPolicy,
  CircuitState,
  ConsecutiveBreaker,
  ExponentialBackoff,
  handleWhen,
  type IPolicy,
  isBrokenCircuitError,
  isTaskCancelledError,
  circuitBreaker as makeBreaker,
  retry,
  TimeoutStrategy,
  timeout,
  wrap,
} from 'cockatiel'
import { ApiError } from '../http/errors'
import type { PartnerEndpoint, PartnerSettings } from './config'
import { type PartnerSlug, partnerNames } from './types'

/**
 * A failure on the way to the partner or inside it (connection refused or reset, timeout, 5xx,
 * an answer that is not JSON): the partner may be fine a moment later, so the call is retried
 * and the circuit breaker counts it.
 */
export class PartnerTransientError extends Error {
  constructor(
    readonly partner: PartnerSlug,
    message: string,
  ) {
    super(message)
  }
}

/** The partner answered and said no (4xx): retrying would get the same answer, and the partner is healthy. */
export class PartnerRefusal extends Error {
  constructor(
    readonly partner: PartnerSlug,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${partnerNames[partner]} answered ${status}`)
  }
}

type Json = Record<string, unknown>
export type PartnerRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  query?: Record<string, string | number | undefined>
  body?: unknown
  headers?: Record<string, string>
  /** 404 is an answer (null) rather than a refusal: status reads of a booking the partner never got. */
  notFoundIsNull?: boolean
}

/**
 * One partner's HTTP calls through its resilience policy (decision 0091): each attempt is cut
 * off after `timeoutMs`; transient failures are retried with exponential backoff and jitter; the
 * partner's circuit opens after `breakerFailures` consecutive failed calls and then refuses at
 * once (no waiting on a dead partner) until `breakerResetMs` passed and a trial call succeeds.
 * Every call is retry-safe: reads are, and the book call carries our booking id as the
 * partner's idempotency key.
 */
export class PartnerClient {
  readonly breaker: CircuitBreakerPolicy
  private readonly policy: IPolicy
  private readonly timeoutMs: number

  constructor(
    readonly partner: PartnerSlug,
    private readonly endpoint: PartnerEndpoint | undefined,
    settings: PartnerSettings,
    /** How the partner takes credentials (header name and value). */
    private readonly auth: (apiKey: string) => Record<string, string>,
  ) {
    this.timeoutMs = settings.timeoutMs
    const transient = handleWhen((error) => error instanceof PartnerTransientError || isTaskCancelledError(error))
    this.breaker = makeBreaker(transient, {
      halfOpenAfter: settings.breakerResetMs,
      breaker: new ConsecutiveBreaker(settings.breakerFailures),
    })
    const retries = retry(transient, {
      maxAttempts: Math.max(0, settings.attempts - 1),
      backoff: new ExponentialBackoff({ initialDelay: settings.retryDelayMs, maxDelay: settings.retryDelayMs * 10 }),
    })
    // Outermost retry, then the breaker (each attempt counts, and an open circuit is not retried:
    // BrokenCircuitError is not transient), innermost the per-attempt timeout that aborts the fetch.
    this.policy = wrap(retries, this.breaker, timeout(settings.timeoutMs, TimeoutStrategy.Aggressive))
  }

  get configured(): boolean {
    return this.endpoint !== undefined
  }

  get circuitOpen(): boolean {
    return this.breaker.state === CircuitState.Open || this.breaker.state === CircuitState.Isolated
  }

  async call<T = Json>(request: PartnerRequest): Promise<T> {
    const endpoint = this.endpoint
    if (!endpoint)
      throw new ApiError('partner_unavailable', `${partnerNames[this.partner]} is not configured on this server.`)
    try {
      return (await this.policy.execute(({ signal }) => this.once<T>(endpoint, request, signal))) as T
    } catch (error) {
      throw this.toApiError(error)
    }
  }

  private async once<T>(endpoint: PartnerEndpoint, request: PartnerRequest, signal: AbortSignal): Promise<T | null> {
    const url = new URL(endpoint.baseUrl + request.path)
    for (const [key, value] of Object.entries(request.query ?? {}))
      if (value !== undefined) url.searchParams.set(key, String(value))
    let response: Response
    try {
      response = await fetch(url, {
        method: request.method,
        signal,
        headers: {
          accept: 'application/json',
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...this.auth(endpoint.apiKey),
          ...request.headers,
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
      })
    } catch (error) {
      if (signal.aborted) throw error
      throw new PartnerTransientError(this.partner, `connection failed: ${(error as Error).message}`)
    }
    const text = await response.text().catch(() => '')
    if (response.status >= 500 || response.status === 429 || response.status === 408)
      throw new PartnerTransientError(this.partner, `answered ${response.status}`)
    let body: unknown = null
    try {
      body = text ? JSON.parse(text) : null
    } catch {
      throw new PartnerTransientError(this.partner, 'answered with something that is not JSON')
    }
    if (response.status === 404 && request.notFoundIsNull) return null
    if (response.status >= 400) throw new PartnerRefusal(this.partner, response.status, body)
    return body as T
  }

  private toApiError(error: unknown): unknown {
    const name = partnerNames[this.partner]
    if (isBrokenCircuitError(error))
      return new ApiError('partner_unavailable', `${name} failed repeatedly; its listings cannot be booked for now.`)
    if (isTaskCancelledError(error))
      return new ApiError('partner_unavailable', `${name} did not answer within ${this.timeoutMs} ms.`)
    if (error instanceof PartnerTransientError)
      return new ApiError('partner_unavailable', `${name} cannot be reached (${error.message}).`)
    return error
  }
}
