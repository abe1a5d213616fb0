import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// The site's modules import each other through its `~/` alias (remix-app/tsconfig.json); its unit tests need it too.
const siteAlias = { '~': fileURLToPath(new URL('./remix-app/app', import.meta.url)) }

const integration = {
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 120_000,
  pool: 'forks',
} as const

/** Integration files that need a process of their own: OpenTelemetry's tracer provider is registered once per process. */
const isolatedIntegrationFiles = ['tests/integration/tracing-export.test.ts']

/**
 * Integration files that start their processes on a scratch SQLite database of their own whatever
 * DATABASE_URL says: in the runs on a database server (`npm run test:pg`, `test:mongo`) they would
 * repeat the embedded run exactly (the production start: 90 s of spawned processes).
 */
const embeddedDatabaseFiles = ['tests/integration/production-start.test.ts']
const onDatabaseServer = /^(postgres|postgresql|mongodb(\+srv)?):/.test(process.env.DATABASE_URL ?? '')

export default defineConfig({
  test: {
    // Vitest's default on a 2-core CI machine is one worker (cores − 1); integration files wait on
    // HTTP, SQLite, PostgreSQL and mail as much as on the CPU. Two workers left the CPU ~16 % idle;
    // three fill it (here: 195 → 170 s for the suite, 257 → 223 s for the PostgreSQL run).
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'unit',
          alias: siteAlias,
          // Pure modules and stubs each file restores: one process per worker, not one per file.
          isolate: false,
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
          ...integration,
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: [...isolatedIntegrationFiles, ...(onDatabaseServer ? embeddedDatabaseFiles : [])],
          // One process per worker for all its files: importing Payload, the collections and the API
          // again for every file cost about 40 % of the suite's CPU. Each file still gets a database
          // and a Payload instance of its own (support/payload.ts); the files below need a fresh process.
          isolate: false,
        },
      },
      {
        test: { ...integration, name: 'integration-isolated', include: isolatedIntegrationFiles },
      },
    ],
  },
})
