import { randomBytes } from 'node:crypto'
import { Transform } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import type { RenderToPipeableStreamOptions } from 'react-dom/server'
import { renderToPipeableStream } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import type { EntryContext, HandleErrorFunction } from 'react-router'
import { isRouteErrorResponse, ServerRouter } from 'react-router'
import { NonceProvider } from './components/nonce'
import { serverI18n } from './i18n/instance.server'
import { resolveLanguage } from './i18n/locale.server'
import { namespacesMarkup, recordingNamespaces } from './i18n/namespace-use.server'
import { deferRouterScripts } from './lib/deferred-scripts.server'
import { byteString, bytesOf } from './lib/page-cache.server'
import { documentCacheControl, pageVary, privateCacheControl, privateVary } from './lib/page-cache-policy.server'
import { currentRequestScope } from './lib/request-scope.server'

/** Deferred data (the home page's featured rows) may stream for this long before the render is cut off. */
export const streamTimeout = 10_000

/**
 * What React Router reports while answering: a loader, action or render that threw is logged with
 * its stack. A request the visitor got wrong (a GET to a form's post-only route answers 405, an
 * unknown page 404) or gave up on is not a server fault: its answer is in the access log, and its
 * stack only buried the real errors (Router's default logs them all).
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return
  if (isRouteErrorResponse(error)) {
    if (error.status < 500) return
    // A route error response wraps the thrown error (Router's internal `error`): log that one.
    console.error((error as { error?: unknown }).error ?? error)
    return
  }
  console.error(error)
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }

  // The language the cookie (or browser) asks for.
  const i18n = serverI18n(resolveLanguage(request))
  // The nonce the server put in this response's Content-Security-Policy (server.ts); a throwaway
  // one where no server sets a policy (Vite dev), so the markup is the same either way.
  const nonce = currentRequestScope()?.nonce ?? randomBytes(16).toString('base64')

  // Anonymous home, search and detail pages are public (decision 0087): rendered whole, so the same
  // data gives the same bytes (the server derives the ETag and the CSP's script hashes from them).
  const { matches, errors } = routerContext.staticHandlerContext
  const cacheControl = documentCacheControl(
    request,
    responseStatusCode,
    matches.map((match) => match.route.id),
    Boolean(errors && Object.keys(errors).length),
  )
  const whole = cacheControl.startsWith('public')

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Crawlers get the complete document in one go; people get the shell first and the rest streamed.
    const readyOption: keyof RenderToPipeableStreamOptions =
      whole || (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)

    // The text namespaces it looks up: the browser loads those before it hydrates (entry.client).
    const namespaces = new Set<string>()
    const { pipe, abort } = recordingNamespaces(namespaces, () =>
      renderToPipeableStream(
        <NonceProvider value={nonce}>
          <I18nextProvider i18n={i18n}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </I18nextProvider>
        </NonceProvider>,
        {
          nonce,
          // A public page is sent whole: each Suspense boundary inline, in place. By default React
          // moves a finished boundary to the end of the document once the bytes before it pass
          // 12.8 KB (the home page's featured rows), to be swapped in by a script: the browser then
          // lays out the fallback, and the whole page again when the swap comes (issue 17).
          progressiveChunkSize: whole ? Number.POSITIVE_INFINITY : undefined,
          [readyOption]() {
            shellRendered = true
            const body = withPageTail(
              () => namespacesMarkup(namespaces),
              () => {
                clearTimeout(timeoutId)
                timeoutId = undefined
              },
              whole,
            )
            const stream = createReadableStreamFromReadable(body)
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
            // A render error after the decision (status 500) is never public.
            const isPublic = whole && responseStatusCode === 200
            responseHeaders.set('Cache-Control', isPublic ? cacheControl : privateCacheControl)
            // A public page's language comes from its URL or Accept-Language; a private one may follow cookies too.
            responseHeaders.set('Vary', isPublic ? pageVary : privateVary)
            pipe(body)
            resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }))
          },
          onShellError(error: unknown) {
            reject(error)
          },
          onError(error: unknown) {
            responseStatusCode = 500
            if (shellRendered) console.error(error)
          },
        },
      ),
    )
  })
}

/**
 * Module preloads ask for every script of the page at low priority (issue 17). React writes Router's
 * `<link rel="modulepreload">` tags ahead of the stylesheet in <head>; at their default (high)
 * priority a phone's six connections fetched ~45 scripts before app.css, so nothing could be painted
 * until most of the JavaScript had arrived — and hydration waits for that paint anyway
 * (entry.client). At low priority the browser still fetches them in parallel, after the stylesheet.
 */
export const lowPriorityModulePreloads = (head: string): string =>
  head.replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ')

/**
 * The document as React writes it, with its module preloads at low priority (until `</head>`) and
 * the tail put before `</body>`: the list of text namespaces the render used. React writes
 * `</body></html>` last, once every part (streamed ones too) is rendered, so it is complete by then;
 * a document cut off without it gets the tail at its end instead.
 *
 * A public page (`whole`) is rendered whole and kept whole by the server anyway (its ETag and script
 * hashes come from its bytes), so it is held here until its end and sent with its scripts deferred
 * (deferred-scripts.server.ts).
 */
function withPageTail(tail: () => string, onEnd: () => void, whole: boolean): Transform {
  if (whole) {
    const chunks: Buffer[] = []
    return new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk)
        callback()
      },
      flush(callback) {
        onEnd()
        // Edited as a byte string: what is looked for and added is ASCII (page-cache.server.ts).
        const html = byteString(Buffer.concat(chunks))
        const end = html.lastIndexOf('</body>')
        // The tail as bytes too, whatever text it ever holds.
        const added = byteString(Buffer.from(tail()))
        const withTail = end === -1 ? html + added : html.slice(0, end) + added + html.slice(end)
        callback(null, bytesOf(deferRouterScripts(lowPriorityModulePreloads(withTail))))
      },
    })
  }
  let written = false
  // The head is held until `</head>` has come (a tag may straddle two chunks), then rewritten once.
  let head: string | null = ''
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (head !== null) {
        head += chunk.toString()
        const end = head.indexOf('</head>')
        if (end === -1) {
          callback()
          return
        }
        chunk = Buffer.from(lowPriorityModulePreloads(head.slice(0, end)) + head.slice(end))
        head = null
      }
      if (!written) {
        const at = chunk.indexOf('</body>')
        if (at !== -1) {
          written = true
          callback(null, Buffer.concat([chunk.subarray(0, at), Buffer.from(tail()), chunk.subarray(at)]))
          return
        }
      }
      callback(null, chunk)
    },
    flush(callback) {
      onEnd()
      const rest = head ? lowPriorityModulePreloads(head) : ''
      callback(null, written ? rest || undefined : rest + tail())
    },
  })
}
