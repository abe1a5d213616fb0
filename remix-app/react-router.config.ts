import type { Config } from '@react-router/dev/config'

export default {
  appDirectory: 'app',
  // A second stack (parallel e2e runs) builds beside the default one instead of over it.
  buildDirectory: process.env.SITE_BUILD_DIR ?? 'build',
  // Every page is rendered on the server: listings are crawlable and the first paint is in the visitor's language.
  ssr: true,
  // Opt in to the v8 behaviour now so the upgrade is a no-op.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config
