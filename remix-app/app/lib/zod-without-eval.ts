import { config } from 'zod'

/**
 * zod 4 compiles object parsers with `new Function` when it may; under the site's strict
 * Content-Security-Policy (no 'unsafe-eval') merely probing for that is a policy violation. The
 * interpreted parser is as correct and fast enough for forms. Imported first by root.tsx, so it
 * runs before any schema is built.
 */
config({ jitless: true })
