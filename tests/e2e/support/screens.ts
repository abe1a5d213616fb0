import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'

const dir = path.resolve(process.cwd(), 'tests', 'screenshots')

export const viewports = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 390, height: 844 },
} as const

/**
 * The outermost elements that stick out past the right edge of the viewport, when the page
 * scrolls sideways; null when it does not. A page that scrolls sideways on a phone is broken.
 */
async function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    if (document.documentElement.scrollWidth <= width) return null
    const sticksOut = (element: Element) => element.getBoundingClientRect().right > width + 1
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => sticksOut(element) && !(element.parentElement && sticksOut(element.parentElement)))
      .slice(0, 5)
      .map((element) => {
        const testId = element.getAttribute('data-testid')
        const classes = (element.getAttribute('class') ?? '').slice(0, 80)
        return `<${element.tagName.toLowerCase()}${testId ? ` data-testid="${testId}"` : ''} class="${classes}">`
      })
    return { width, scrollWidth: document.documentElement.scrollWidth, culprits }
  })
}

/**
 * Saves full-page screenshots of the current page at desktop and mobile widths into
 * tests/screenshots/ (git-ignored) so people can look at every screen a change touched, and
 * fails when the page scrolls sideways at either width.
 */
export async function captureScreens(page: Page, name: string): Promise<void> {
  fs.mkdirSync(dir, { recursive: true })
  const original = page.viewportSize()
  for (const [label, size] of Object.entries(viewports)) {
    await page.setViewportSize(size)
    await page.waitForLoadState('networkidle').catch(() => {})
    await page.screenshot({ path: path.join(dir, `${name}-${label}.png`), fullPage: true })
    const overflow = await horizontalOverflow(page)
    if (overflow) {
      throw new Error(
        `${name} (${label}) scrolls sideways: ${overflow.scrollWidth}px content in ${overflow.width}px.\n` +
          overflow.culprits.join('\n'),
      )
    }
  }
  if (original) await page.setViewportSize(original)
}
