import type { i18n as I18n } from 'i18next'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { HydratedRouter } from 'react-router/dom'
import { defaultLanguage, isLanguage, type Language, loadBundle, namespaces } from './i18n/config'
import { completeLanguage, newI18n, provideFixedT } from './i18n/instance'
import { namespacesElementId } from './i18n/namespace-trace'
import { announceHydrationStart } from './lib/hydration-start'

/**
 * Resolves after the browser's next paint (a task queued from the frame's animation callback runs
 * after it), or after 200 ms: a tab opened in the background paints no frames until it is shown, and
 * should still be hydrated by then.
 */
const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0))
    setTimeout(resolve, 200)
  })

/**
 * The namespaces the server's render of this page looked up (entry.server writes them before
 * </body>); every namespace when the page has no list.
 */
function pageNamespaces(): readonly string[] {
  try {
    const list: unknown = JSON.parse(document.getElementById(namespacesElementId)?.textContent ?? 'null')
    if (Array.isArray(list) && list.every((ns) => namespaces.includes(ns))) return list
  } catch {
    // No list, or not one: every namespace.
  }
  return namespaces
}

/** The page's other namespaces, when the visitor first interacts (root's clientMiddleware waits for them before a navigation). */
function completeOnFirstInteraction(i18n: I18n, lng: Language) {
  const events = ['pointerdown', 'keydown', 'focusin'] as const
  const complete = () => {
    for (const event of events) window.removeEventListener(event, complete, true)
    completeLanguage(i18n, lng).catch(() => undefined)
  }
  for (const event of events) window.addEventListener(event, complete, { capture: true, passive: true })
}

/**
 * Hydrates in exactly the language the server rendered (<html lang>; the server owns the `lng`
 * cookie), once the texts the page shows are here — only the page's language and the namespaces
 * its render used are loaded (issue 17) — and once the server's markup has been painted: hydration
 * is one long task, and a page whose scripts arrive quickly (cached, fast network) would otherwise
 * show nothing until it ends.
 */
async function hydrate() {
  const lng = isLanguage(document.documentElement.lang) ? document.documentElement.lang : defaultLanguage
  const [bundle] = await Promise.all([loadBundle(lng, pageNamespaces()), afterNextPaint()])
  const i18n = newI18n(lng, { [lng]: bundle })
  provideFixedT(i18n)
  completeOnFirstInteraction(i18n, lng)
  announceHydrationStart()
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18n}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nextProvider>,
    )
  })
}

void hydrate()
