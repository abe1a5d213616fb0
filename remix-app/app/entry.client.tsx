import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { HydratedRouter } from 'react-router/dom'
import { defaultLanguage, isLanguage, loadBundle } from './i18n/config'
import { newI18n, provideFixedT } from './i18n/instance'

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
 * Hydrates in exactly the language the server rendered (<html lang>; the server owns the `lng`
 * cookie), once that language's texts are here — only the page's language is loaded (issue 17) —
 * and once the server's markup has been painted: hydration is one long task, and a page whose
 * scripts arrive quickly (cached, fast network) would otherwise show nothing until it ends.
 */
async function hydrate() {
  const lng = isLanguage(document.documentElement.lang) ? document.documentElement.lang : defaultLanguage
  const [bundle] = await Promise.all([loadBundle(lng), afterNextPaint()])
  const i18n = newI18n(lng, { [lng]: bundle })
  provideFixedT(i18n)
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
