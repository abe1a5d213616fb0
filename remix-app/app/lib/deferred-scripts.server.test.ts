import { describe, expect, it } from 'vitest'
import { deferRouterScripts } from './deferred-scripts.server'

/** A public page as React Router's <Scripts> writes it (lazy route discovery: no manifest import). */
const page = (routerScript: string) =>
  [
    '<!DOCTYPE html><html lang="en"><head>',
    '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client-A.js" nonce="n0nce"/>',
    '<link rel="modulepreload" href="/assets/root-B.js" nonce="n0nce"/>',
    '<link rel="stylesheet" href="/assets/app-C.css"/></head><body><main>Campervans</main>',
    '<script>window.__reactRouterContext = {};</script>',
    `<script nonce="n0nce" type="module" async="">${routerScript}</script>`,
    '<script>window.__reactRouterContext.streamController.close();</script></body></html>',
  ].join('')

const routerScript = [
  ';',
  'import * as route0 from "/assets/root-B.js";',
  'import * as route1 from "/assets/search-D.js";',
  '  window.__reactRouterManifest = {"url": "/assets/manifest-E.js"};',
  '  window.__reactRouterRouteModules = {"root":route0,"listings-campervans":route1};',
  '',
  'import("/assets/entry.client-A.js");',
].join('\n')

describe('deferRouterScripts', () => {
  it('moves the module preloads and the route imports behind the loaded page', () => {
    const html = deferRouterScripts(page(routerScript))
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).not.toContain('modulepreload')
    expect(head).toContain('<link rel="stylesheet" href="/assets/app-C.css"/>')

    const script = /<script nonce="n0nce" type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
    expect(script).not.toMatch(/^\s*import \* as/m)
    const steps = [
      // The early-tap recorder listens before anything waits (decision 0107).
      "addEventListener('click',note",
      "document.addEventListener('driftway:hydration-start'",
      "addEventListener('load'",
      'const preloads = ["/assets/entry.client-A.js","/assets/root-B.js"];',
      'const route0 = await import("/assets/root-B.js");',
      'const route1 = await import("/assets/search-D.js");',
      'window.__reactRouterRouteModules = {"root":route0,"listings-campervans":route1};',
      'import("/assets/entry.client-A.js");',
    ].map((step) => script.indexOf(step))
    expect(steps.every((at) => at >= 0)).toBe(true)
    expect(steps).toEqual([...steps].sort((a, b) => a - b))
    // The rest of the document is untouched.
    expect(html).toContain('<main>Campervans</main>')
    expect(html).toContain('<script>window.__reactRouterContext.streamController.close();</script></body></html>')
  })

  it('writes a script the browser can parse (its strings are compact, hand-written JavaScript)', () => {
    const html = deferRouterScripts(page(routerScript))
    const script = /<script nonce="n0nce" type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
    // A module's top level may await; an async function body parses the same statements.
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (body: string) => unknown
    expect(() => new AsyncFunction(script)).not.toThrow()
  })

  it('imports a manifest the router imports bare before the route modules', () => {
    const script = deferRouterScripts(page(routerScript.replace(';\n', ';import "/assets/manifest-E.js";\n')))
    expect(script.indexOf('await import("/assets/manifest-E.js");')).toBeGreaterThan(0)
    expect(script.indexOf('await import("/assets/manifest-E.js");')).toBeLessThan(script.indexOf('const route0'))
  })

  it('leaves a document whose router script it does not recognise as it is', () => {
    const unknown = page('window.__reactRouterRouteModules = {}; import("/assets/entry.client-A.js");')
    expect(deferRouterScripts(unknown)).toBe(unknown)
    const noRouter = page('import * as route0 from "/assets/root-B.js";')
    expect(deferRouterScripts(noRouter)).toBe(noRouter)
  })
})
