/**
 * `zod` in the browser build (vite.config.ts resolves every `import … from 'zod'` of the client to
 * this module): zod as it is, configured without `new Function` before any schema is built. Pages
 * that build no schema load no zod at all (the search page, the home page).
 */
import './zod-without-eval'

export * from 'zod/v4'
export { default } from 'zod/v4'
