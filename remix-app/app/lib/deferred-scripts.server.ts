/**
 * A public page (decision 0087: anonymous home, search, detail and city pages) asks for its
 * JavaScript only once it has loaded and painted (decision 0107, issue 17). Everything on such a
 * page works from its server-rendered markup — links, the search form's GET — so what a visitor
 * first sees should not wait for, or share a phone's bandwidth with, ~240 KB of scripts. React
 * Router's `<Scripts>` writes a `<link rel="modulepreload">` per module into <head> and an inline
 * module whose static imports fetch the route modules at once; here the preload tags leave <head>
 * and that module waits for the page's `load` event and the next frame, then adds the same preloads
 * (so the modules still arrive in parallel) and imports the route modules dynamically, in the
 * order the static imports had.
 *
 * A document whose router script is not in the expected form is left as it is: the page then loads
 * its scripts the usual way.
 */
import { hydrationStartEvent } from './hydration-start'

const modulePreloadTag = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g
const routerScript = /(<script\b[^>]*\stype="module"[^>]*>)([\s\S]*?)(<\/script>)/
const routeImport = /^\s*import \* as (route\d+) from ("[^"\n]+");\s*$/gm
const bareImport = /^\s*;?\s*import ("[^"\n]+");\s*$/gm

/**
 * Resolves after the page's `load` event and the frame after it; at once when the visitor touches or
 * types (they want the page interactive now); after 3 s at the latest, so a page whose images hang,
 * or a tab opened in the background (it paints no frames), still becomes interactive.
 */
const waitForLoadedPage =
  'await new Promise((go)=>{setTimeout(go,3e3);' +
  "for(const type of['pointerdown','touchstart','keydown'])addEventListener(type,go,{once:true,passive:true,capture:true});" +
  'const paint=()=>requestAnimationFrame(()=>setTimeout(go,0));' +
  "if(document.readyState==='complete')paint();else addEventListener('load',paint,{once:true})});"

/**
 * A tap on a script-only button (`type="button"`) before React listens does nothing, and the
 * visitor would have to tap again once the page is interactive. The last such tap is remembered
 * until React takes the page over and then clicked again, once, if the button is still there and
 * the tap is under 10 s old. Taps after hydrateRoot are React's own to replay (it queues events on
 * parts not yet hydrated), so recording stops there. Links and form submits work without scripts.
 * Written compactly, as the scripts around it: every public page's HTML carries it (issue 23's
 * byte budget).
 */
const replayEarlyTap =
  "{let tap;const note=(e)=>{const b=e.target.closest?.('button[type=button]');if(b)tap={b,at:Date.now()}};" +
  "addEventListener('click',note,true);" +
  `document.addEventListener('${hydrationStartEvent}',()=>{removeEventListener('click',note,true);const html=document.documentElement;` +
  "if(tap)new MutationObserver((_,o)=>{if(!html.hasAttribute('data-hydrated'))return;" +
  'o.disconnect();if(tap.b.isConnected&&Date.now()-tap.at<1e4)tap.b.click()})' +
  '.observe(html,{attributes:true})},{once:true})}'

export function deferRouterScripts(html: string): string {
  // The preloads are in <head>, the router's script after it: each is looked for only there.
  const headEnd = html.indexOf('</head>')
  if (headEnd === -1) return html
  const script = routerScript.exec(html.slice(headEnd))
  const body = script?.[2]
  if (!script || !body?.includes('window.__reactRouterRouteModules')) return html
  const routes = [...body.matchAll(routeImport)].map(([, name, href]) => ({ name: name!, href: href! }))
  if (routes.length === 0) return html
  const bare = [...body.matchAll(bareImport)].map(([, href]) => href!)
  const head = html.slice(0, headEnd)
  const preloads = [...head.matchAll(modulePreloadTag)].map(([, href]) => href!)

  const rest = body.replace(routeImport, '').replace(bareImport, '').trim()
  const deferred = [
    replayEarlyTap,
    waitForLoadedPage,
    `const preloads = ${JSON.stringify(preloads)};`,
    // Each added preload costs a phone's main thread a few ms: six per task, so none runs long.
    'for(let at=0;at<preloads.length;at+=6){for(const href of preloads.slice(at,at+6))' +
      "document.head.append(Object.assign(document.createElement('link'),{rel:'modulepreload',href}));" +
      'await new Promise((go)=>setTimeout(go,0))}',
    ...bare.map((href) => `await import(${href});`),
    // One after the other, in the order the static imports ran (root first).
    ...routes.map((route) => `const ${route.name} = await import(${route.href});`),
    rest,
  ].join('\n')

  const at = headEnd + script.index
  return (
    head.replace(modulePreloadTag, '') +
    html.slice(headEnd, at) +
    script[1] +
    deferred +
    script[3] +
    html.slice(at + script[0].length)
  )
}
