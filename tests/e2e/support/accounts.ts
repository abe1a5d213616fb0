import { type APIRequestContext, type Browser, expect, type Page, type Route } from '@playwright/test'
import { encodePng } from '../../integration/support/documents'
import { accessibilityViolations, captureScreens, keepScreenshots, screenshotPath, viewports } from './screens'

/** The e2e stack's addresses (tests/playwright.config.ts; E2E_PORT_OFFSET moves a second stack). */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0)
export const siteUrl = `http://localhost:${3100 + offset}`
export const apiUrl = `http://localhost:${4100 + offset}`
/** The mail catcher's JSON API and the fake Google provider. */
const mailApi = `http://127.0.0.1:${2526 + offset}`
export const fakeGoogleUrl = `http://127.0.0.1:${2527 + offset}`

/**
 * Runs `journey` in a page of a fresh context whose scripts never arrive: the browser submits forms
 * itself, as on a slow phone before hydration.
 */
export async function withoutScripts(browser: Browser, journey: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort())
    await journey(page)
  } finally {
    await context.close()
  }
}

/**
 * Runs `journey` in a page of a fresh context whose scripts, from `scripts.hold()` on, wait until
 * `scripts.release()`: what a visitor does on a slow phone before the page is hydrated. `release`
 * lets them in and resolves once the page is hydrated. Open a page while they are held with
 * `waitUntil: 'commit'` (the load event waits for the scripts).
 */
export async function withScriptsHeld(
  browser: Browser,
  journey: (page: Page, scripts: { hold: () => void; release: () => Promise<void> }) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const held: Route[] = []
    let holding = false
    await page.route(/\/assets\/.+\.js$/, (route) => (holding ? void held.push(route) : route.continue()))
    await journey(page, {
      hold: () => {
        holding = true
      },
      release: async () => {
        holding = false
        for (const route of held.splice(0)) await route.continue()
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
      },
    })
  } finally {
    await context.close()
  }
}

export type CaughtMail = { id: number; to: string[]; subject: string; text: string; html: string; links: string[] }

let counter = 0
/** A fresh address per call, so reruns and retries never collide with earlier accounts. */
export function uniqueEmail(prefix: string): string {
  counter += 1
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 6)}@example.com`
}

export const strongPassword = 'Driftway-e2e-1'

/** The newest mail to `to` whose subject matches, as soon as the catcher has it. */
export async function waitForMail(request: APIRequestContext, to: string, subject: RegExp): Promise<CaughtMail> {
  let found: CaughtMail | undefined
  await expect
    .poll(
      async () => {
        const response = await request.get(`${mailApi}/messages?to=${encodeURIComponent(to.toLowerCase())}`)
        const mails = (await response.json()) as CaughtMail[]
        found = mails.filter((mail) => subject.test(mail.subject)).at(-1)
        return Boolean(found)
      },
      { timeout: 20_000, message: `a mail to ${to} with subject ${subject}` },
    )
    .toBe(true)
  return found!
}

/** The site path of the mail's first link containing `part` (/confirm-email/…, /reset-password/…). */
export function linkPath(mail: CaughtMail, part: string): string {
  const link = mail.links.find((candidate) => candidate.includes(part))
  expect(link, `link with ${part} in "${mail.subject}"`).toBeTruthy()
  const url = new URL(link!)
  return `${url.pathname}${url.search}`
}

/** A confirmed account made through the API (sign-up + the mailed confirmation key), for tests about later steps. */
export async function createConfirmedUser(
  request: APIRequestContext,
  options: { role?: 1 | 2 | 3 | 4; email?: string; password?: string; firstName?: string; companyName?: string } = {},
) {
  const role = options.role ?? 1
  const email = options.email ?? uniqueEmail(role === 1 ? 'traveler' : 'lessor')
  const password = options.password ?? strongPassword
  const body =
    role === 1
      ? { first_name: options.firstName ?? 'Tess', last_name: 'Traveler', email, password, role }
      : { company_name: options.companyName ?? 'E2E Rentals', email, password, role }
  const created = await request.post(`${apiUrl}/user/`, { data: body })
  expect(created.status(), await created.text()).toBe(201)
  const mail = await waitForMail(request, email, /confirm/i)
  const key = decodeURIComponent(linkPath(mail, '/confirm-email/').split('/confirm-email/')[1]!)
  const verified = await request.post(`${apiUrl}/user/email/verify/`, { data: { key } })
  expect(verified.ok()).toBe(true)
  return { email, password, role }
}

/** Logs in through the form and waits until the page has left /login. */
export async function logIn(page: Page, email: string, password: string, path = '/login') {
  await page.goto(path)
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page).not.toHaveURL(/\/login/)
}

/** The page's main heading. */
export const h1 = (page: Page) => page.getByRole('heading', { level: 1 })

export async function logOut(page: Page) {
  await page.getByTestId('user-menu').locator('summary').click()
  await page.getByTestId('user-menu').getByTestId('logout').click()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible()
}

/** Full-page screenshots at desktop and mobile width, taken from the top (the header is sticky). */
export async function screens(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0))
  // Toasts fade in; give animations a moment so screenshots show the settled page.
  if (keepScreenshots) await page.waitForTimeout(250)
  await captureScreens(page, name)
  await page.evaluate(() => window.scrollTo(0, 0))
}

/** One screenshot at phone width of what is on screen (menus, dialogs), not the whole page. */
export async function mobileViewportShot(page: Page, name: string, prepare: () => Promise<void>) {
  const original = page.viewportSize()
  await page.setViewportSize(viewports.mobile)
  await prepare()
  if (keepScreenshots) {
    await page.waitForTimeout(250)
    await page.screenshot({ path: screenshotPath(name, 'mobile') })
  }
  if (original) await page.setViewportSize(original)
}

/** One screenshot at desktop width of what is on screen (open menus, dialogs). */
export async function desktopViewportShot(page: Page, name: string) {
  if (!keepScreenshots) return
  await page.waitForTimeout(250)
  await page.screenshot({ path: screenshotPath(name, 'desktop') })
}

/**
 * An open modal at desktop and phone size (what is on screen, not the long page behind it), and
 * no serious or critical WCAG 2.1 A/AA violations inside it.
 */
export async function dialogScreens(page: Page, name: string) {
  await desktopViewportShot(page, name)
  await mobileViewportShot(page, name, async () => {})
  expect(await accessibilityViolations(page, 'dialog[open]')).toEqual([])
}

/** A small valid PNG (a 64×64 forest-green square) for the avatar upload. */
export function pngFile(name = 'avatar.png') {
  return { name, mimeType: 'image/png', buffer: encodePng(64, 64, () => [0x24, 0x56, 0x4d]) }
}
