const valueOnly = Symbol('value-only field hook')

/**
 * Marks a field hook that reads nothing but its `value` and gives undefined back for undefined
 * (trimming, upper-casing). bulkCreate's traversals (bulk-traversal.ts) leave such a hook out for a
 * field without a value, where it could change nothing.
 */
export function valueHook<Hook extends (args: { value?: unknown }) => unknown>(hook: Hook): Hook {
  return Object.assign(hook, { [valueOnly]: true })
}

export const isValueHook = (hook: unknown): boolean => typeof hook === 'function' && valueOnly in hook
