import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, devices } from '@playwright/test'
import { keepScreenshots } from './e2e/support/screens'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

// The stack under test runs on its own ports and its own freshly seeded database.
// E2E_PORT_OFFSET lets a second stack (e.g. a clean-clone check) run beside a developer's.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0)
const ports = { api: 4100 + offset, site: 3100 + offset, cms: 3101 + offset }
// Each offset gets its own database and its own site/CMS builds, so parallel stacks never share files.
const e2eData = path.join(root, 'data', offset ? `e2e-${offset}` : 'e2e')
const buildDirs: Record<string, string> = offset
  ? { SITE_BUILD_DIR: `build-e2e-${offset}`, CMS_DIST_DIR: `.next-e2e-${offset}` }
  : {}
/** Where `npm start` writes the stack's logs (LOG_DIR): `api.log`, `site.log`, `cms.log`. */
export const e2eLogs = path.join(e2eData, 'logs')
export const e2eUrls = {
  api: `http://localhost:${ports.api}`,
  site: `http://localhost:${ports.site}`,
  cms: `http://localhost:${ports.cms}`,
}
/** Test doubles the stack talks to: a real SMTP server that keeps mail, and a fake Google OIDC provider. */
const doublePorts = { smtp: 2525 + offset, mailApi: 2526 + offset, google: 2527 + offset, partners: 4600 + offset }
export const mailCatcher = {
  smtp: `smtp://127.0.0.1:${doublePorts.smtp}`,
  api: `http://127.0.0.1:${doublePorts.mailApi}`,
}
/**
 * The partner simulator start.mjs runs for the stack (issue 21): the partners' systems, with its
 * control API (`/__control/faults/{partner}`, `/__control/bookings/{partner}`, docs/partners.md).
 */
export const partnerSimulator = { url: `http://127.0.0.1:${doublePorts.partners}` }
export const fakeGoogle = {
  url: `http://127.0.0.1:${doublePorts.google}`,
  clientId: 'driftway-e2e.apps.googleusercontent.com',
  clientSecret: 'driftway-e2e-secret',
}
process.env.API_URL ??= e2eUrls.api
process.env.SITE_URL ??= e2eUrls.site
process.env.CMS_URL ??= e2eUrls.cms

/**
 * Playwright cannot download browsers here: it drives Debian's Chromium. Without screenshots (CI),
 * its headless shell (package chromium-headless-shell, what Playwright itself runs headless) where
 * installed: on the same four specs it took 23 % less CPU than the full browser (612 → 469 s) and
 * the run 8.3 → 7.0 min. Screenshots are for people to look at, so they come from the full browser:
 * the shell leaves lazy images below the fold out of a full-page picture.
 */
const headlessShell = '/usr/lib/chromium/chromium-headless-shell'
const useHeadlessShell = !keepScreenshots && fs.existsSync(headlessShell)
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? (useHeadlessShell ? headlessShell : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    // Pages live for seconds here: V8's optimising compiler spends more CPU compiling than the code
    // saves (on three journey specs, with reduced motion below: browser and stack CPU 218 → 189 s).
    '--js-flags=--no-opt',
    // E2E_CHROMIUM_ARGS: more switches (space-separated) while measuring what the browser costs.
    ...(process.env.E2E_CHROMIUM_ARGS ?? '').split(' ').filter(Boolean),
  ],
}

export default defineConfig({
  testDir: path.join(root, 'tests', 'e2e'),
  outputDir: path.join(root, 'test-results'),
  fullyParallel: false,
  // Two spec files at a time against the one stack: each spec makes its own accounts and bookings,
  // and a browser test waits on the stack as much as it computes (a full run at load 15–18 here:
  // 108 tests in 24 minutes, only the longest journey over its time budget, which it now has).
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: e2eUrls.site,
    // Recording a trace costs the browser as much again (its screencast of every frame): on four
    // specs, recording every test to keep the failed ones' took 295 s and 336 s of browser CPU,
    // recording only retries 212 s and 181 s. A failure is traced on its retry (CI), or rerun with
    // `--trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
    // The site's reduced-motion rule (app.css) ends every animation and transition at once: nothing
    // is drawn frame by frame while a test waits (the GPU process's CPU about halved, 33 → 18 s on
    // three journey specs), and axe never has to wait out a fade. site-shell.spec.ts checks the rule.
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium, viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: [
    {
      command: 'node_modules/.bin/tsx tests/e2e/support/mail-catcher.ts',
      cwd: root,
      url: `${mailCatcher.api}/health`,
      timeout: 30_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { MAIL_CATCHER_SMTP_PORT: String(doublePorts.smtp), MAIL_CATCHER_HTTP_PORT: String(doublePorts.mailApi) },
    },
    {
      command: 'node tests/e2e/support/fake-google.mjs',
      cwd: root,
      url: `${fakeGoogle.url}/health`,
      timeout: 30_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        FAKE_GOOGLE_PORT: String(doublePorts.google),
        FAKE_GOOGLE_CLIENT_ID: fakeGoogle.clientId,
        FAKE_GOOGLE_CLIENT_SECRET: fakeGoogle.clientSecret,
      },
    },
    {
      command: 'node scripts/start.mjs --fresh',
      cwd: root,
      // The site starts once the API is ready: waiting for it means the first spec finds both up.
      url: `${e2eUrls.site}/`,
      timeout: 15 * 60_000,
      // start.mjs stops API, site and CMS (each in its own process group) on SIGTERM.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        DATABASE_URL: `file:${path.join(e2eData, 'driftway.db')}`,
        MEDIA_DIR: path.join(e2eData, 'media'),
        PRIVATE_FILES_DIR: path.join(e2eData, 'private-files'),
        API_PORT: String(ports.api),
        SITE_PORT: String(ports.site),
        CMS_PORT: String(ports.cms),
        PUBLIC_API_URL: e2eUrls.api,
        SITE_URL: e2eUrls.site,
        CMS_URL: e2eUrls.cms,
        LOG_LEVEL: 'warn',
        // Each service's log also goes to a file the operations spec reads (trace ids).
        LOG_DIR: e2eLogs,
        ...buildDirs,
        // E2E_START_CMS=0: a focused run of site-only specs skips building and starting the admin.
        START_CMS: process.env.E2E_START_CMS ?? '1',
        // Accounts: mail goes to the catcher, Google to the fake provider (API and site read these).
        SMTP_URL: mailCatcher.smtp,
        GOOGLE_CLIENT_ID: fakeGoogle.clientId,
        GOOGLE_CLIENT_SECRET: fakeGoogle.clientSecret,
        GOOGLE_AUTH_URL: `${fakeGoogle.url}/authorize`,
        GOOGLE_TOKEN_URL: `${fakeGoogle.url}/token`,
        GOOGLE_JWKS_URL: `${fakeGoogle.url}/jwks`,
        // Every sign-up of the suite comes from one IP; the per-IP mail limit is for real traffic.
        MAIL_RATE_LIMIT_MAX: '1000',
        // Bookings (issue 11): an unpaid instant booking expires within a minute and the jobs run
        // every 5 s, so the expiry journey of booking.spec.ts sees it happen (every second, the two
        // job loops kept the API busy through the whole run for nothing).
        BOOKING_INSTANT_PAYMENT_WINDOW_SECONDS: '40',
        BOOKING_JOBS_INTERVAL_MS: '5000',
        // Specs change listings and read anonymous pages right after: the stack renders every page
        // (the public headers, ETags and hashed CSP stay). page-cache.spec.ts starts a caching site.
        SITE_PAGE_CACHE: 'off',
        // Partner fleets (issue 21): start.mjs starts the simulator on this port; the API imports from it.
        PARTNER_SIMULATOR_PORT: String(doublePorts.partners),
      },
    },
  ],
})
