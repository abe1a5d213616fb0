import { defineConfig } from 'vitest/config'

/**
 * `npm run test:services`: tests that need services beyond the database (Redis for the Socket.IO
 * adapter). Kept out of `vitest run` so that `npm test` needs nothing but Node; CI starts the
 * services and runs this after it (.ci/run).
 */
export default defineConfig({
  test: {
    name: 'services',
    include: ['tests/services/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 420_000,
    pool: 'forks',
  },
})
