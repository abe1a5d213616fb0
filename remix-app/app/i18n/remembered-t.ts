import type { TFunction } from 'i18next'

/** Values an answer can be keyed on exactly (what JSON writes the same way for the same input). */
const plain = (value: unknown) =>
  value == null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'

function cacheKey(args: unknown[]): string | null {
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
  const answers = new Map<string, unknown>()
  const ask = t as unknown as (...args: unknown[]) => unknown
  const remembered = (...args: unknown[]) => {
    const key = cacheKey(args)
    if (key === null) return ask(...args)
    const known = answers.get(key)
    if (known !== undefined) return known
    const answer = ask(...args)
    if (answers.size >= limit) answers.clear()
    answers.set(key, answer)
    return answer
  }
  return Object.assign(remembered, t) as unknown as TFunction
}
