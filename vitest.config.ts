import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// The site's modules import each other through its `~/` alias (remix-app/tsconfig.json); its unit tests need it too.
const siteAlias = { '~': fileURLToPath(new URL('./remix-app/app', import.meta.url)) }

export default defineConfig({
  test: {
    // Vitest's default on a 2-core CI machine is one worker (cores − 1); integration files wait on
    // HTTP, SQLite and mail as much as on the CPU, so two run side by side in about half the time.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          alias: siteAlias,
          testTimeout: 30_000,
          include: [
            'domain/src/**/*.test.ts',
            'api/src/**/*.test.ts',
            'collections/src/**/*.test.ts',
            'seed/src/**/*.test.ts',
            'remix-app/app/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
    ],
  },
})
