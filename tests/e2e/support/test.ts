import { test as base, expect, type Page } from '@playwright/test'
import { e2eUrls } from '../../playwright.config'

/**
 * Every e2e spec imports `test` and `expect` from here (Biome refuses `test` from @playwright/test
 * in specs). What it adds to every test:
 *
 * - Content-Security-Policy violations fail the test. Each page of the test's browser context
 *   reports `securitypolicyviolation` events (blocked scripts, styles, images, frames, form
 *   targets) back to the test, which asserts at the end that there were none — so a page whose
 *   policy and markup disagree (a script without the nonce, an image from an unlisted origin)
 *   fails the suite instead of silently losing a feature in production.
 * - `page.goto` to a page of the site resolves once the page is interactive (`<html data-hydrated>`,
 *   root.tsx), on every page of the test's context: public pages load their scripts after the page
 *   itself (decision 0107), and a click before that would reach a button no script serves yet. A
 *   page that never hydrates (an error page) is waited for 10 s at most; the test's own checks decide.
 */
export function waitForHydrationOnGoto(page: Page) {
  const goto = page.goto.bind(page)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    const html = response?.headers()['content-type']?.startsWith('text/html')
    if (html && page.url().startsWith(e2eUrls.site)) {
      await page
        .locator('html[data-hydrated]')
        .waitFor({ state: 'attached', timeout: 10_000 })
        .catch(() => undefined)
    }
    return response
  }
}

export const test = base.extend<{ cspViolations: string[] }>({
  page: async ({ page }, use) => {
    waitForHydrationOnGoto(page)
    page.context().on('page', waitForHydrationOnGoto)
    await use(page)
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = []
      await context.exposeBinding('__driftwayCspViolation', (_source, report: string) => {
        violations.push(report)
      })
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : ''
          const sample = event.sample ? ` (${event.sample})` : ''
          const report = `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI}${where}${sample}`
          ;(window as unknown as { __driftwayCspViolation: (report: string) => void }).__driftwayCspViolation(report)
        })
      })
      await use(violations)
      expect(violations, 'Content-Security-Policy violations on the pages of this test').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
