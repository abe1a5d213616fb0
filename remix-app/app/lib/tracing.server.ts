import type { IncomingMessage } from 'node:http'
import { context, propagation, ROOT_CONTEXT, type Span, SpanKind, trace } from '@opentelemetry/api'
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks'
import { W3CTraceContextPropagator } from '@opentelemetry/core'
import { resourceFromAttributes } from '@opentelemetry/resources'
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace'

/**
 * OpenTelemetry for the site's server (issue 24, decision 0056), as the API does it
 * (api/src/http/tracing.ts — the site may not import the API): a span per request, its trace id in
 * the access log and passed to the API as W3C `traceparent` on every call, so site and API log
 * lines of one page view share a trace id. Exported only when OTEL_EXPORTER_OTLP_ENDPOINT (or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set.
 */
let provider: TracerProvider | undefined

export async function setupTracing(serviceName: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (provider) return
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT
  // The exporter is loaded only when spans leave the process (over a second of start-up otherwise).
  const exporter = endpoint ? new (await import('@opentelemetry/exporter-trace-otlp-http')).OTLPTraceExporter() : null
  if (provider) return
  provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || serviceName }),
    spanProcessors: exporter ? [new BatchSpanProcessor({ exporter })] : [],
  })
  trace.setGlobalTracerProvider(provider)
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable())
  propagation.setGlobalPropagator(new W3CTraceContextPropagator())
}

export async function flushTracing(): Promise<void> {
  await provider?.forceFlush()
}

/** The request's span (child of an incoming `traceparent`, if a proxy or browser sent one) and the header for calls it makes. */
export function startRequestSpan(raw: IncomingMessage): { span: Span; traceId: string; traceparent: string } {
  const parent = propagation.extract(ROOT_CONTEXT, raw.headers)
  const span = trace
    .getTracer('driftway-site')
    .startSpan(
      raw.method ?? 'HTTP',
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': raw.method ?? '' } },
      parent,
    )
  const carrier: Record<string, string> = {}
  propagation.inject(trace.setSpan(ROOT_CONTEXT, span), carrier)
  return { span, traceId: span.spanContext().traceId, traceparent: carrier.traceparent ?? '' }
}
