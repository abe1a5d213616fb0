import type { IncomingMessage } from 'node:http'
import { context, propagation, ROOT_CONTEXT, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api'
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks'
import { W3CTraceContextPropagator } from '@opentelemetry/core'
import { resourceFromAttributes } from '@opentelemetry/resources'
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

/**
 * OpenTelemetry for the API (issue 24, decision 0056). Every request gets a span in the trace the
 * caller sent (W3C `traceparent`, as the site sends on each call) or a new one; its trace id is
 * the request id, so it is in every log line (`trace_id`) and in every error answer. Spans are
 * only exported when OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) names an
 * OTLP/HTTP collector; otherwise ids are made and logged, and nothing leaves the process.
 */
let provider: TracerProvider | undefined
let exported = false

/** Whether spans leave the process (an OTLP endpoint is configured); decides whether database calls get spans. */
export function tracingExported(): boolean {
  return exported
}

/** Registers the tracer provider, context manager and propagator once per process. */
export async function setupTracing(serviceName: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (provider) return
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT
  // The exporter is loaded only when spans leave the process (over a second of start-up otherwise).
  const exporter = endpoint ? new (await import('@opentelemetry/exporter-trace-otlp-http')).OTLPTraceExporter() : null
  if (provider) return
  exported = Boolean(endpoint)
  provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || serviceName }),
    // The exporter reads the OTEL_EXPORTER_OTLP_* settings itself (endpoint, headers, timeout).
    spanProcessors: exporter ? [new BatchSpanProcessor({ exporter })] : [],
  })
  trace.setGlobalTracerProvider(provider)
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable())
  propagation.setGlobalPropagator(new W3CTraceContextPropagator())
}

/** Sends the spans still buffered (on shutdown). */
export async function flushTracing(): Promise<void> {
  await provider?.forceFlush()
}

const spanOf = new WeakMap<IncomingMessage, Span>()

/**
 * Fastify's `genReqId`: starts the request's span (child of the caller's `traceparent`) before
 * Fastify logs anything, and makes its trace id the request id.
 */
export function startRequestSpan(raw: IncomingMessage): string {
  const parent = propagation.extract(ROOT_CONTEXT, raw.headers)
  const span = trace
    .getTracer('driftway-api')
    .startSpan(
      raw.method ?? 'HTTP',
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': raw.method ?? '' } },
      parent,
    )
  spanOf.set(raw, span)
  return span.spanContext().traceId
}

function finish(request: FastifyRequest, reply: FastifyReply) {
  const span = spanOf.get(request.raw)
  if (!span) return
  const route = request.routeOptions.url
  if (route) {
    span.updateName(`${request.method} ${route}`)
    span.setAttribute('http.route', route)
  }
  span.setAttribute('http.response.status_code', reply.statusCode)
  if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR })
  span.end()
  spanOf.delete(request.raw)
}

/** Adds `trace_id` to a JSON error answer (any 4xx/5xx with an `error_key`), so a report can quote it. */
function withTraceId(payload: unknown, traceId: string): unknown {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return payload
  try {
    const body = JSON.parse(payload) as Record<string, unknown>
    if (typeof body.error_key !== 'string') return payload
    return JSON.stringify({ ...body, trace_id: traceId })
  } catch {
    return payload
  }
}

/** Runs each request inside its span and closes the span with the answer. */
export const tracingPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, _reply, done) => {
      const span = spanOf.get(request.raw)
      if (!span) return done()
      context.with(trace.setSpan(context.active(), span), done)
    })
    app.addHook('onSend', async (request, reply, payload) =>
      reply.statusCode >= 400 ? withTraceId(payload, request.id) : payload,
    )
    app.addHook('onResponse', async (request, reply) => finish(request, reply))
    app.addHook('onRequestAbort', async (request) => {
      spanOf.get(request.raw)?.end()
      spanOf.delete(request.raw)
    })
  },
  { name: 'driftway-tracing' },
)
