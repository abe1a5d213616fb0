import type { TFunction } from 'i18next'
import { noteNamespace, withNamespaces } from './namespace-trace'

/** Values an answer can be keyed on exactly (what JSON writes the same way for the same input). */
const plain = (value: unknown) =>
  value == null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'

function cacheKey(args: unknown[]): string | null {
  // Most questions are a key alone: it is its own answer's key, without a JSON.stringify per call
  // (a search page asks ~400). The other keys are JSON arrays, so they start with '['; a text key
  // starting with one takes that path too, and the two never meet.
  const [first] = args
  if (args.length === 1 && typeof first === 'string' && !first.startsWith('[')) return first
  for (const arg of args) {
    if (plain(arg)) continue
    if (Array.isArray(arg) && arg.every(plain)) continue
    if (typeof arg === 'object' && Object.values(arg as object).every(plain)) continue
    return null
  }
  return JSON.stringify(args)
}

/**
 * A server translate function that remembers its answers (issue 23: i18next's `t` — key lookup,
 * plural rules, interpolation — was ~17 % of a search page's render time; a page asks the same
 * ~400 questions every time it is rendered, most of them the same on every card). Only for a
 * server instance: its language and texts never change while the process runs. Calls with a value
 * that is not a plain string, number or boolean (a function, a nested object) are answered by `t`
 * itself each time. At most `limit` answers are kept; past that the memory starts again.
 */
export function rememberedT(t: TFunction, limit = 20_000): TFunction {
  // Each answer with the namespaces it was looked up in: a page that reuses it still needs those
  // texts in the browser (namespace-trace.ts), so they are reported again.
  const answers = new Map<string, { answer: unknown; namespaces: string[] }>()
  // i18next's TFunction is a set of generic overloads over the typed keys; this wrapper only passes
  // the arguments on and hands back the answer, so it calls `t` and presents itself as one loosely.
  const ask = t as unknown as (...args: unknown[]) => unknown
  const remembered = (...args: unknown[]) => {
    const key = cacheKey(args)
    if (key === null) return ask(...args)
    const known = answers.get(key)
    if (known !== undefined) {
      for (const ns of known.namespaces) noteNamespace(ns)
      return known.answer
    }
    // The lookups inside report their namespaces themselves; the capture keeps them for reuse.
    const [answer, namespaces] = withNamespaces(() => ask(...args))
    if (answers.size >= limit) answers.clear()
    answers.set(key, { answer, namespaces })
    return answer
  }
  return Object.assign(remembered, t) as unknown as TFunction
}
