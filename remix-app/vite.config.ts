import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'

/**
 * The browser's `zod` is app/lib/zod-browser.ts: zod configured without `new Function` (the CSP
 * forbids eval) before any schema is built, without the site's root importing zod for it.
 */
function browserZodWithoutEval(): Plugin {
  const browserZod = fileURLToPath(new URL('./app/lib/zod-browser.ts', import.meta.url))
  return {
    name: 'driftway:browser-zod-without-eval',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'zod' && this.environment.name === 'client' && importer !== browserZod) return browserZod
    },
  }
}

export default defineConfig({
  plugins: [browserZodWithoutEval(), tailwindcss(), reactRouter()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  server: { port: 3000 },
  // @driftway/domain is TypeScript source in the workspace: compile it into the server bundle.
  ssr: { noExternal: ['@driftway/domain'] },
})
