/** An HTTP answer as the integration tests read it: status, parsed JSON (or the text), headers. */
export type HttpAnswer = {
  status: number
  // biome-ignore lint/suspicious/noExplicitAny: every route's JSON answer is read loosely here; each test asserts the shape it expects
  body: any
  headers: Headers
}

/** Real HTTP to a test server: a JSON body or a multipart form in, JSON (or text) out. */
export async function sendJson(
  url: string,
  method: string,
  options: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<HttpAnswer> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers }
  let body: BodyInit | undefined
  if (options.body instanceof FormData) body = options.body
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(options.body)
  }
  const response = await fetch(url, { method, headers, body })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {}
  return { status: response.status, body: parsed, headers: response.headers }
}
