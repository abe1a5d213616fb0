import { config } from 'zod/v4/core'

/**
 * zod 4 compiles object parsers with `new Function` when it may; under the site's strict
 * Content-Security-Policy (no 'unsafe-eval') merely probing for that is a policy violation. The
 * interpreted parser is as correct and fast enough for forms. The browser build's `zod` is
 * zod-browser.ts (vite.config.ts), which imports this first: every module that builds a schema
 * in the browser imports zod, so this runs before the first one is built. The server keeps zod's
 * compiled parsers (no CSP applies there).
 */
config({ jitless: true })
