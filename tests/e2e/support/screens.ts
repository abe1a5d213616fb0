import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

// Beside this file's package, whichever folder Playwright was started from.
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'screenshots')

/**
 * Whether screenshots are written (E2E_SCREENSHOTS=0: not). They are for people to look at; CI
 * (.ci/run) skips writing them, and still runs every check made where they are taken (sideways
 * scrolling at both widths, axe).
 */
export const keepScreenshots = process.env.E2E_SCREENSHOTS !== '0'

/** Where the screenshot `name` at `label` (desktop, mobile) goes: tests/screenshots/<name>-<label>.png. */
export function screenshotPath(name: string, label: keyof typeof viewports): string {
  fs.mkdirSync(dir, { recursive: true })
  return path.join(dir, `${name}-${label}.png`)
}

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
 * Waits (up to 5 s) for the page's animations that end — a toast sliding in, a dialog fading in —
 * to end: axe measures the colours of the moment, and half-way through a fade a text's contrast is
 * lower than it will be (a toast at 4.19:1 failed a run). Endless ones (skeleton shimmer) are left.
 */
async function finiteAnimationsDone(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => {})
}

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const blockingImpacts = new Set(['serious', 'critical'])

/**
 * WCAG 2.1 A/AA violations of impact serious or critical on the current page (or within the
 * `within` selector), as readable lines (rule id, impact, what to fix, the first few offending
 * elements); empty when there are none. Pages on the CMS origin are Payload's own admin UI, not
 * our code, so they are not checked.
 */
export async function accessibilityViolations(page: Page, within?: string): Promise<string[]> {
  const cms = process.env.CMS_URL
  if (cms && page.url().startsWith(cms)) return []
  await finiteAnimationsDone(page)
  // Legacy mode runs axe inside the page. The default opens a blank page of its own to merge the
  // frames' results (for cross-origin frames, which the site's pages have none of): that doubled
  // the time of each check (search page 1.3 → 0.6 s, home 2.7 → 1.3 s).
  // Only violations are read: axe then keeps one node per passed or inapplicable rule instead of
  // every one (the search page: 4.1 → 2.7 s of browser CPU per check, the same violations).
  const axe = new AxeBuilder({ page })
    .withTags(axeTags)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
  const results = await (within ? axe.include(within) : axe).analyze()
  return results.violations
    .filter((violation) => blockingImpacts.has(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 4)
        .map((node) => {
          // color-contrast reports the colours it measured: show them, they say what to change.
          const data = node.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined
          const colours = data?.fgColor ? ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}:1)` : ''
          return `    ${node.target.join(' ')}${colours}`
        })
        .join('\n')
      const more = violation.nodes.length > 4 ? `\n    … and ${violation.nodes.length - 4} more` : ''
      return `  ${violation.id} (${violation.impact}): ${violation.help}\n${targets}${more}`
    })
}

/**
 * A full-page picture shows the whole page, as a visitor sees it while scrolling: parts a page leaves
 * unrendered until they come near (`content-visibility: auto`, the search cards) are drawn now.
 */
async function drawSkippedContent(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible'
    }
  })
}

/**
 * Saves full-page screenshots of the current page at desktop and mobile widths into
 * tests/screenshots/ (git-ignored) so people can look at every screen a change touched, and
 * fails when the page scrolls sideways at either width or when, at desktop width, it has serious or
 * critical WCAG 2.1 A/AA violations (axe-core; E2E_AXE=0 skips that check while investigating).
 */
export async function captureScreens(page: Page, name: string): Promise<void> {
  const original = page.viewportSize()
  for (const [label, size] of Object.entries(viewports)) {
    await page.setViewportSize(size)
    await page.waitForLoadState('networkidle').catch(() => {})
    if (keepScreenshots) {
      await drawSkippedContent(page)
      await page.screenshot({ path: screenshotPath(name, label as keyof typeof viewports), fullPage: true })
    }
    const overflow = await horizontalOverflow(page)
    if (overflow) {
      throw new Error(
        `${name} (${label}) scrolls sideways: ${overflow.scrollWidth}px content in ${overflow.width}px.\n` +
          overflow.culprits.join('\n'),
      )
    }
    if (label === 'desktop' && process.env.E2E_AXE !== '0') {
      const violations = await accessibilityViolations(page)
      if (violations.length > 0) {
        throw new Error(`${name} (${label}) has accessibility violations (axe, WCAG 2.1 AA):\n${violations.join('\n')}`)
      }
    }
  }
  if (original) await page.setViewportSize(original)
}
