import { mediaDir } from '@driftway/collections'
import { maxUploadBytes } from '@driftway/domain'
import cors from '@fastify/cors'
import helmet from '@fastify/helmet'
import multipart from '@fastify/multipart'
import fastifyStatic from '@fastify/static'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyInstance, LogController } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Payload } from 'payload'
import { authPlugin } from './auth/plugin'
import { bookingsPlugin } from './bookings/plugin'
import { chatPlugin } from './chat/plugin'
import type { ApiEnv } from './env'
import { clientAddressPlugin } from './http/client'
import { traceDatabase } from './http/database-spans'
import { clientErrorHandler, frameworkErrors, installErrorHandling, maxPathParamLength } from './http/errors'
import { lifecyclePlugin } from './http/lifecycle'
import { noStoreForPrivateAnswers } from './http/no-store'
import { openapiOptions, recordRoutes } from './http/openapi'
import { requestContextPlugin } from './http/request-context'
import { setupTracing, startRequestSpan, tracingExported, tracingPlugin } from './http/tracing'
import { mailPlugin } from './mail/plugin'
import { metricsPlugin } from './metrics/plugin'
import { partnersPlugin } from './partners/plugin'
import { paymentsPlugin } from './payments/plugin'
import { realtimePlugin } from './realtime/plugin'
import { realtimeRoutes } from './realtime/routes'
import { redisPlugin } from './redis/plugin'
import { accountRoutes } from './routes/accounts'
import { bookingPaymentRoutes } from './routes/booking-payments'
import { bookingRoutes } from './routes/bookings'
import { chatRoutes } from './routes/chat'
import { geocodingRoutes } from './routes/geocoding'
import { healthRoutes } from './routes/health'
import { imprintRoutes } from './routes/imprint'
import { landingPageRoutes } from './routes/landing-pages'
import { lastMinuteDealRoutes } from './routes/last-minute-deals'
import { lessorRoutes } from './routes/lessor'
import { listingRoutes } from './routes/listings'
import { partnerBookingRoutes } from './routes/partner-bookings'
import { payoutRoutes } from './routes/payouts'
import { rentalRoutes } from './routes/rental'
import { reservationPublicRoutes } from './routes/reservation-public'
import { reviewRoutes } from './routes/reviews'
import { sitemapRoutes } from './routes/sitemap'
import { staffRoutes } from './routes/staff'
import { subscriptionRoutes } from './routes/subscriptions'
import { wishlistRoutes } from './routes/wishlists'
import { searchChangesPlugin } from './search/changes'
import { searchPlugin } from './search/plugin'
import { billingPlugin } from './subscriptions/plugin'
import { uploadRoutes } from './uploads/routes'

export type ApiContext = { payload: Payload; env: ApiEnv }

declare module 'fastify' {
  interface FastifyInstance {
    ctx: ApiContext
  }
}

/** Builds the HTTP service around an initialised Payload instance (also used by the tests). */
export async function buildServer(
  ctx: ApiContext,
  options: { logger?: boolean; logStream?: { write: (line: string) => void } } = {},
): Promise<FastifyInstance> {
  const { trustProxy } = ctx.env
  await setupTracing('driftway-api')
  // Database spans only when spans are exported: otherwise the adapter is left as it is.
  if (tracingExported()) traceDatabase(ctx.payload)
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: ctx.env.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // The request id is the request's trace id (http/tracing.ts): every log line carries it as `trace_id`.
    genReqId: startRequestSpan,
    logController: new LogController({ requestIdLogLabel: 'trace_id' }),
    // Trailing slashes are part of the contract's paths; accept both spellings.
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: maxPathParamLength },
    // Errors the router and the HTTP parser raise before any route runs get the contract's JSON shape.
    frameworkErrors,
    clientErrorHandler,
    // A hop count becomes the hop predicate Fastify applies to numbers at runtime (its types omit numbers).
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
  }).withTypeProvider<ZodTypeProvider>()

  app.decorate('ctx', ctx)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  installErrorHandling(app)
  // First the trace (every later hook runs inside the request's span), then the visitor's
  // address, which every later hook (rate limits, throttles, logs) sees.
  await app.register(tracingPlugin)
  await app.register(clientAddressPlugin)
  await app.register(requestContextPlugin)
  // JSON answers need no scripts, styles or frames; /docs sets its own policy (swagger-ui staticCSP).
  // Media are shown by the site (another origin), hence the cross-origin resource policy.
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })
  noStoreForPrivateAnswers(app)

  // PATCH/DELETE are not in @fastify/cors' default list; the site calls PATCH/DELETE /user/me/ from the browser.
  await app.register(cors, {
    origin: ctx.env.corsOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  })
  // Every operation's id, tags, security and 4xx answers are derived from the route (http/openapi.ts, decision 0072).
  recordRoutes(app)
  await app.register(swagger, openapiOptions(ctx.env.publicUrl))
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true })
  await app.register(fastifyStatic, { root: mediaDir, prefix: '/media/', decorateReply: false, maxAge: '7d' })
  // multipart/form-data for uploads (request.parts()/request.file()); 5 MB per file unless a route asks for less.
  await app.register(multipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 100, fieldSize: 100_000 } })
  await app.register(lifecyclePlugin)
  await app.register(redisPlugin)
  await app.register(authPlugin)
  await app.register(mailPlugin)
  await app.register(paymentsPlugin)
  await app.register(billingPlugin)
  await app.register(bookingsPlugin)
  await app.register(partnersPlugin)
  await app.register(chatPlugin)
  await app.register(realtimePlugin)
  await app.register(searchPlugin)
  await app.register(searchChangesPlugin)
  await app.register(metricsPlugin)

  await app.register(healthRoutes)
  await app.register(landingPageRoutes)
  await app.register(imprintRoutes)
  await app.register(listingRoutes)
  await app.register(reservationPublicRoutes)
  await app.register(bookingRoutes)
  await app.register(bookingPaymentRoutes)
  await app.register(partnerBookingRoutes)
  await app.register(lastMinuteDealRoutes)
  await app.register(chatRoutes)
  await app.register(realtimeRoutes)
  await app.register(geocodingRoutes)
  await app.register(accountRoutes)
  await app.register(lessorRoutes)
  await app.register(payoutRoutes)
  await app.register(uploadRoutes)
  await app.register(staffRoutes)
  await app.register(wishlistRoutes)
  await app.register(subscriptionRoutes)
  await app.register(reviewRoutes)
  await app.register(rentalRoutes)
  await app.register(sitemapRoutes)
  return app
}
