import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'

const dir = path.resolve(process.cwd(), 'tests', 'screenshots')

export const viewports = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 390, height: 844 },
} as const

/**
 * Saves full-page screenshots of the current page at desktop and mobile widths into
 * tests/screenshots/ (git-ignored) so people can look at every screen a change touched.
 */
export async function captureScreens(page: Page, name: string): Promise<void> {
  fs.mkdirSync(dir, { recursive: true })
  const original = page.viewportSize()
  for (const [label, size] of Object.entries(viewports)) {
    await page.setViewportSize(size)
    await page.waitForLoadState('networkidle').catch(() => {})
    await page.screenshot({ path: path.join(dir, `${name}-${label}.png`), fullPage: true })
  }
  if (original) await page.setViewportSize(original)
}
