import { defineConfig } from 'vitest/config'

/**
 * `npm run test:services`: several API processes on PostgreSQL and Redis (tests/services). Kept out
 * of `vitest run` so that `npm test` needs nothing but Node; CI starts the services and runs this
 * after it (.ci/run). DATABASE_URL (the server each file creates its own database on) and REDIS_URL
 * default to the local services; the files fail, never skip, when either is absent.
 */
export default defineConfig({
  test: {
    name: 'services',
    include: ['tests/services/**/*.test.ts'],
    environment: 'node',
    env: {
      DATABASE_URL: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
      REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
    },
    testTimeout: 120_000,
    hookTimeout: 420_000,
    pool: 'forks',
  },
})
