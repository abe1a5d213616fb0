/**
 * The site's production HTTP server (what `npm run start -w @driftway/site` runs): Express with
 * React Router's request handler, like react-router-serve, plus what that server cannot do:
 * - the security headers of every response (helmet: a nonce-based CSP, frame ban, nosniff,
 *   referrer and permissions policies, COOP; HSTS when served over HTTPS);
 * - the visitor's address and the page's CSP nonce for the app (request-scope.server.ts), so
 *   every API call can pass the address on, signed (lib/api.server.ts);
 * - listening on 127.0.0.1 unless HOST opens it, and refusing known secrets in production;
 * - `/metrics` for Prometheus (app/lib/metrics.server.ts; METRICS_TOKEN or this machine only);
 * - a trace per request (app/lib/tracing.server.ts): its id in the access log, passed to the API.
 */
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseTrustProxy } from '@driftway/domain/security/client-address'
import { scrapeDecision } from '@driftway/domain/security/metrics-access'
import { productionSecretProblems } from '@driftway/domain/security/secrets'
import compression from 'compression'
import express, { type Response } from 'express'
import helmet from 'helmet'
import morgan from 'morgan'
import { createRequestHandler, matchRoutes, type RouteObject, type ServerBuild } from 'react-router'
import { sameSecret, siteMetrics } from './app/lib/metrics.server'
import { PageCache } from './app/lib/page-cache.server'
import { createPageResponder } from './app/lib/page-responder.server'
import { precompressed } from './app/lib/precompressed.server'
import { requestScopeStorage } from './app/lib/request-scope.server'
import {
  contentSecurityPolicy,
  isLandingPreview,
  permissionsPolicy,
  strictTransportSecurity,
} from './app/lib/security-headers.server'
import { flushTracing, setupTracing, startRequestSpan } from './app/lib/tracing.server'

/** How long an idle keep-alive connection stays open (see below). */
const KEEP_ALIVE_MS = 65_000
const secretProblems = productionSecretProblems(['SESSION_SECRET', 'SITE_API_SECRET'], process.env)
if (secretProblems) {
  console.error(`[site] ${secretProblems}`)
  process.exit(1)
}

await setupTracing('driftway-site')

const here = path.dirname(fileURLToPath(import.meta.url))
const buildDir = path.resolve(here, process.env.SITE_BUILD_DIR ?? 'build')
const build = (await import(pathToFileURL(path.join(buildDir, 'server', 'index.js')).href)) as ServerBuild
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST || '127.0.0.1'

const nonceOf = (response: unknown) => (response as Response).locals.cspNonce as string
const apiUrl = (process.env.PUBLIC_API_URL || process.env.API_URL || 'http://localhost:4000').replace(/\/+$/, '')
const tilesUrl = process.env.MAP_TILES_URL?.trim() || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'

/** The app's routes as a tree, to label metrics by route template ("/rent-a-campervan/:id"), never by raw URL. */
function routeTree(parentId?: string): RouteObject[] {
  return Object.values(build.routes)
    .filter((route) => route?.parentId === parentId)
    .map(
      (route) =>
        ({ id: route!.id, path: route!.path, index: route!.index, children: routeTree(route!.id) }) as RouteObject,
    )
}
const routes = routeTree()
// matchRoutes flattens and ranks the whole route tree on every call (~3 % of a page's render time,
// issue 23): each path is matched once and its label kept (a bounded memory, started again when full).
const labels = new Map<string, string>()
function routeLabel(pathname: string): string {
  if (pathname.startsWith('/assets/')) return '/assets/*'
  const known = labels.get(pathname)
  if (known) return known
  const matches = matchRoutes(routes, pathname)
  const template = matches
    ?.map((match) => match.route.path ?? '')
    .filter(Boolean)
    .join('/')
  const label = template === undefined ? 'unmatched' : `/${template.replace(/^\/+/, '')}`
  if (labels.size >= 5000) labels.clear()
  labels.set(pathname, label)
  return label
}

const metrics = siteMetrics()
const app = express()
app.disable('x-powered-by')
// TRUST_PROXY as for the API: unset/false → the connection's address; true, a hop count or addresses.
app.set('trust proxy', parseTrustProxy(process.env.TRUST_PROXY))

// Prometheus: before everything else, so scrapes skip CSP nonces, compression and the access log.
app.get('/metrics', async (request, response) => {
  const decision = scrapeDecision(
    {
      token: process.env.METRICS_TOKEN?.trim() || undefined,
      authorization: request.headers.authorization,
      remoteAddress: request.socket.remoteAddress,
      forwarded: Boolean(request.headers['x-forwarded-for'] || request.headers.forwarded),
    },
    sameSecret,
  )
  if (decision !== 'ok') {
    response.status(decision === 'token' ? 401 : 403).json({
      error_key: decision === 'token' ? 'not_authenticated' : 'metrics_forbidden',
      error_msg:
        decision === 'token'
          ? 'Send the metrics token as a bearer token.'
          : 'Metrics are served to this machine only; set METRICS_TOKEN to scrape from elsewhere.',
    })
    return
  }
  response.setHeader('Content-Type', metrics.registry.contentType)
  response.setHeader('Cache-Control', 'no-store')
  response.end(await metrics.registry.metrics())
})
// Every other request: its span and trace id (for the log and the API calls), counted and timed.
app.use((request, response, next) => {
  const started = process.hrtime.bigint()
  const { span, traceId, traceparent } = startRequestSpan(request)
  response.locals.traceId = traceId
  response.locals.traceparent = traceparent
  response.once('close', () => {
    const route = routeLabel(request.path)
    const labels = { method: request.method, route, status_code: String(response.statusCode) }
    metrics.requests.inc(labels)
    metrics.duration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9)
    span.updateName(`${request.method} ${route}`)
    span.setAttributes({ 'http.route': route, 'http.response.status_code': response.statusCode })
    span.end()
  })
  next()
})

app.use((request, response, next) => {
  response.locals.cspNonce = randomBytes(16).toString('base64')
  if (request.secure) response.setHeader('Strict-Transport-Security', strictTransportSecurity)
  response.setHeader('Permissions-Policy', permissionsPolicy)
  next()
})
app.use(
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy({ apiUrl, tilesUrl, cmsUrl: process.env.CMS_URL }, nonceOf),
    },
    // Set above, only over HTTPS: on plain-http development setups it would only confuse.
    strictTransportSecurity: false,
    // X-Frame-Options: DENY, set below except on the CMS's landing preview (CSP frame-ancestors decides there).
    frameguard: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
  }),
)
app.use((request, response, next) => {
  if (!isLandingPreview(request.url)) response.setHeader('X-Frame-Options', 'DENY')
  next()
})
// Dynamic answers (pages) are compressed per request at the package's levels (brotli quality 4,
// gzip 6); static assets were compressed once at build time (scripts/precompress.mjs).
app.use(compression())
app.use('/assets', precompressed(path.join(buildDir, 'client', 'assets')))
app.use('/assets', express.static(path.join(buildDir, 'client', 'assets'), { immutable: true, maxAge: '1y' }))
// The client folder's other files (favicon, robots.txt, fonts): only for paths that name a file.
// A page path would only cost a file-system lookup that fails (~3 % of a page's render time, issue 23).
const clientFiles = express.static(path.join(buildDir, 'client'), { maxAge: '1h' })
app.use((request, response, next) => (/\.\w+$/.test(request.path) ? clientFiles(request, response, next) : next()))
// The access log: morgan's "tiny" line plus the trace id, so a page view's lines in the site's and the API's logs can be matched.
morgan.token<express.Request, Response>('trace-id', (_request, response) => response.locals.traceId as string)
app.use(morgan(':method :url :status :res[content-length] - :response-time ms trace_id=:trace-id'))

// Public pages (anonymous home, search, detail) leave with an ETag and hash-based CSP, and are kept
// in this process for their s-maxage/stale-while-revalidate (decision 0087); SITE_PAGE_CACHE=off
// renders every request (the headers stay, for a cache in front).
const pageCache = /^(0|off|false|no)$/i.test(process.env.SITE_PAGE_CACHE?.trim() ?? '') ? null : new PageCache()
const respond = createPageResponder(createRequestHandler(build, process.env.NODE_ENV), pageCache)
app.all('*', (request, response, next) => {
  const scope = {
    clientAddress: request.ip,
    nonce: nonceOf(response),
    traceId: response.locals.traceId as string,
    traceparent: response.locals.traceparent as string,
  }
  requestScopeStorage()
    .run(scope, () => respond(request, response, scope))
    .catch(next)
})

const server = app.listen(port, host, () => {
  console.log(`[site] http://${host.includes(':') ? `[${host}]` : host}:${port}`)
})
// Idle keep-alive connections stay open longer than the clients and proxies in front keep them
// (nginx and load balancers: 60 s). Node's 5 s default closed connections a client was about to
// reuse, and that request failed with ECONNRESET. The API (Fastify) keeps them 72 s.
server.keepAliveTimeout = KEEP_ALIVE_MS
server.headersTimeout = KEEP_ALIVE_MS + 1_000
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => server.close(() => flushTracing().finally(() => process.exit(0))))
}
