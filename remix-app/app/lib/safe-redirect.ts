/**
 * The one check for every redirect target that comes from a request (sign-in's `redirect`, the
 * language switcher's `redirectTo`, the Google state): a path on this site, or null.
 *
 * Browsers are generous with what they call a URL: they drop tabs and newlines anywhere, treat `\`
 * like `/`, and take `//host` as another site. So a target is refused when it holds any control
 * character or backslash (raw or percent-encoded), when it does not start with a single `/`, when
 * its path holds an encoded slash or backslash, or when it resolves to another origin.
 */
const base = 'http://driftway.invalid'
/** Control characters (which browsers drop or split on) and backslashes (which they read as `/`). */
const hasForbiddenCharacter = (text: string) =>
  [...text].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)
const encodedSlash = /%(2f|5c)/i

/** The target decoded until stable (at most a few rounds), or null when the encoding is broken. */
function decodedForms(target: string): string[] | null {
  const forms = [target]
  let current = target
  for (let round = 0; round < 3; round++) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      return null
    }
    if (next === current) break
    forms.push(next)
    current = next
  }
  return forms
}

export function safeRedirect(value: unknown, options: { avoid?: readonly string[] } = {}): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null
  const forms = decodedForms(value)
  if (!forms) return null
  for (const form of forms) {
    if (hasForbiddenCharacter(form)) return null
    if (!form.startsWith('/') || form.startsWith('//')) return null
  }
  const pathPart = value.split(/[?#]/, 1)[0]!
  if (encodedSlash.test(pathPart)) return null
  let parsed: URL
  try {
    parsed = new URL(value, base)
  } catch {
    return null
  }
  if (parsed.origin !== base) return null
  const avoided = options.avoid?.some(
    (prefix) => parsed.pathname === prefix || parsed.pathname.startsWith(`${prefix}/`),
  )
  if (avoided) return null
  return `${parsed.pathname}${parsed.search}${parsed.hash}`
}
