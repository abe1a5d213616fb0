import { apiErrorTexts } from './api-error-texts'
import { apiErrorsNamespace, type Bundle, type Language, type Tree } from './config'

/**
 * One language's bundle from its locale files (an `import.meta.glob` of locales/{lng}/*.json, keyed
 * by path) and the error catalogue's texts. Features add their own namespace file (e.g. `accounts`)
 * and read it with useTranslation('accounts').
 */
export function bundleOf(lng: Language, files: Record<string, unknown>): Bundle {
  const bundle: Bundle = {}
  for (const [file, tree] of Object.entries(files)) {
    bundle[
      file
        .split('/')
        .at(-1)!
        .replace(/\.json$/, '')
    ] = tree as Tree
  }
  bundle[apiErrorsNamespace] = apiErrorTexts(lng)
  return bundle
}
