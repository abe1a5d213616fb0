import { test as base, expect } from '@playwright/test'

/**
 * Every e2e spec imports `test` and `expect` from here (Biome refuses `test` from @playwright/test
 * in specs). What it adds to every test:
 *
 * - Content-Security-Policy violations fail the test. Each page of the test's browser context
 *   reports `securitypolicyviolation` events (blocked scripts, styles, images, frames, form
 *   targets) back to the test, which asserts at the end that there were none — so a page whose
 *   policy and markup disagree (a script without the nonce, an image from an unlisted origin)
 *   fails the suite instead of silently losing a feature in production.
 */
export const test = base.extend<{ cspViolations: string[] }>({
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
