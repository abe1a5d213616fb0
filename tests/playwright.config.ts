import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, devices } from '@playwright/test'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const e2eData = path.join(root, 'data', 'e2e')

// The stack under test runs on its own ports and its own freshly seeded database.
// E2E_PORT_OFFSET lets a second stack (e.g. a clean-clone check) run beside a developer's.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0)
const ports = { api: 4100 + offset, site: 3100 + offset, cms: 3101 + offset }
export const e2eUrls = {
  api: `http://localhost:${ports.api}`,
  site: `http://localhost:${ports.site}`,
  cms: `http://localhost:${ports.cms}`,
}
process.env.API_URL ??= e2eUrls.api
process.env.SITE_URL ??= e2eUrls.site
process.env.CMS_URL ??= e2eUrls.cms

/** Playwright cannot download browsers here: it drives Debian's Chromium. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
}

export default defineConfig({
  testDir: path.join(root, 'tests', 'e2e'),
  outputDir: path.join(root, 'test-results'),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: e2eUrls.site,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromium, viewport: { width: 1440, height: 900 } } }],
  webServer: {
    command: 'node scripts/start.mjs --fresh',
    cwd: root,
    url: `${e2eUrls.api}/ready`,
    timeout: 15 * 60_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      DATABASE_URL: `file:${path.join(e2eData, 'driftway.db')}`,
      MEDIA_DIR: path.join(e2eData, 'media'),
      API_PORT: String(ports.api),
      SITE_PORT: String(ports.site),
      CMS_PORT: String(ports.cms),
      PUBLIC_API_URL: e2eUrls.api,
      SITE_URL: e2eUrls.site,
      CMS_URL: e2eUrls.cms,
      LOG_LEVEL: 'warn',
    },
  },
})
