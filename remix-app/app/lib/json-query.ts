/**
 * The JSON a resource route takes in one query parameter (`?request={…}`), or undefined when the
 * parameter is missing or not JSON — the route's schema then answers 400.
 */
export function jsonQueryParam(url: URL, name: string): unknown {
  const text = url.searchParams.get(name)
  if (text === null) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
