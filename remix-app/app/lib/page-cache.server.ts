import { createHash } from 'node:crypto'
import type { PageCacheSettings } from './page-cache-policy.server'

/**
 * A public page as it is sent and kept (decision 0087): the same bytes for everyone of its variant,
 * so it cannot carry a per-response CSP nonce. Its inline scripts and styles are allowed by their
 * SHA-256 hashes instead (CSP level 2 hash sources): an injected script is not on the list, and the
 * list is public without weakening anything, unlike a nonce that every visitor of a cached page
 * would know. The ETag is the hash of the bytes.
 */
export type PublicPage = {
  body: Buffer
  etag: string
  /** `'sha256-…'` sources of the page's inline scripts and inline styles. */
  scripts: string[]
  styles: string[]
}

/**
 * A page's bytes as a string of one character per byte (latin1). The markup looked for here and in
 * the render's post-processing (tags, attributes, the nonce) is ASCII, which UTF-8 keeps byte for
 * byte, so it is found and edited exactly, and the bytes around it (UTF-8 text: € – ü) come back
 * unchanged. Decoding a ~100 KB page as UTF-8 took ~0.8 ms and encoding it again ~0.5 ms, each
 * time (V8's slow path once a page holds any non-ASCII character); latin1 is a copy (~10 µs).
 */
export const byteString = (bytes: Buffer): string => bytes.toString('latin1')
export const bytesOf = (text: string): Buffer => Buffer.from(text, 'latin1')

/** SHA-256 of the bytes a byte string stands for. */
const sha256 = (text: string, encoding: 'base64' | 'base64url') =>
  createHash('sha256').update(text, 'latin1').digest(encoding)

/** Every inline script but JSON data blocks (JSON-LD), which browsers never run and CSP does not cover. */
const executable = (type: string | undefined) => type === undefined || !/json$/i.test(type)

/**
 * The hash sources of every inline `<script>` and `<style>` of server-rendered HTML, given as a
 * byte string (`byteString`): CSP hashes the UTF-8 bytes of an element's text. React escapes
 * `<` inside what it embeds, so an element's text never holds its closing tag and a pattern finds
 * every element exactly.
 */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  for (const match of html.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi)) {
    const [, tag, attributes = '', text = ''] = match
    if (tag!.toLowerCase() === 'style') {
      styles.add(`'sha256-${sha256(text, 'base64')}'`)
      continue
    }
    if (/\ssrc\s*=/i.test(attributes)) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]
    if (executable(type)) scripts.add(`'sha256-${sha256(text, 'base64')}'`)
  }
  return { scripts: [...scripts], styles: [...styles] }
}

/**
 * The public form of a page rendered with this response's `nonce`: the nonce attributes dropped (the
 * markup is then the same on every render of the same data), hashes and ETag computed. Null when
 * the nonce is found anywhere else in the page, which only a bug could cause: the page then stays
 * private with its nonce.
 */
export function publicPage(html: Buffer, nonce: string): PublicPage | null {
  const text = byteString(html).split(` nonce="${nonce}"`).join('')
  if (text.includes(nonce)) return null
  return { body: bytesOf(text), etag: `W/"${sha256(text, 'base64url')}"`, ...inlineHashes(text) }
}

/**
 * The response's Content-Security-Policy (helmet's, with this response's nonce) for a public page:
 * script-src and style-src list the page's hashes where the nonce was; everything else stays.
 */
export function publicPagePolicy(policy: string, nonce: string, page: Pick<PublicPage, 'scripts' | 'styles'>): string {
  const token = `'nonce-${nonce}'`
  return policy
    .split(';')
    .map((directive) => {
      const name = directive.trim().split(/\s+/)[0]
      const sources = name === 'script-src' ? page.scripts : name === 'style-src' ? page.styles : []
      return directive
        .split(/\s+/)
        .flatMap((part) => (part === token ? sources : [part]))
        .join(' ')
    })
    .join(';')
}

/** If-None-Match names this ETag (weak comparison, as RFC 9110 asks for If-None-Match). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag))
}

export type CachedPage = PublicPage & {
  status: number
  /** The renderer's headers (Content-Type, Cache-Control, Vary, Content-Language …), without the CSP. */
  headers: [string, string][]
  storedAt: number
  freshness: PageCacheSettings
}

/**
 * The site's in-process page cache: public pages by URL and variant, fresh for their s-maxage, then
 * served stale while one render refreshes them for their stale-while-revalidate, then gone. Least
 * recently used entries leave first once `maxBytes` of bodies are kept.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>()
  private readonly refreshing = new Set<string>()
  private bytes = 0

  constructor(
    private readonly maxBytes = 64 * 1024 * 1024,
    private readonly now = () => Date.now(),
  ) {}

  /** The entry and its state; an entry past its stale window is dropped. */
  lookup(key: string): { page: CachedPage; age: number; state: 'fresh' | 'stale' } | null {
    const page = this.entries.get(key)
    if (!page) return null
    const age = Math.max(0, Math.floor((this.now() - page.storedAt) / 1000))
    const { sharedMaxAge, staleWhileRevalidate } = page.freshness
    if (age >= sharedMaxAge + staleWhileRevalidate) {
      this.delete(key)
      return null
    }
    // Most recently used last: eviction takes from the front.
    this.entries.delete(key)
    this.entries.set(key, page)
    return { page, age, state: age < sharedMaxAge ? 'fresh' : 'stale' }
  }

  store(key: string, page: Omit<CachedPage, 'storedAt'>): void {
    if (page.freshness.sharedMaxAge + page.freshness.staleWhileRevalidate <= 0) return
    this.delete(key)
    this.entries.set(key, { ...page, storedAt: this.now() })
    this.bytes += page.body.length
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.delete(oldest)
    }
  }

  /** Runs `refresh` for a stale entry unless one already runs for it. */
  refreshOnce(key: string, refresh: () => Promise<unknown>): void {
    if (this.refreshing.has(key)) return
    this.refreshing.add(key)
    void refresh()
      .catch((error: unknown) => console.error('[site] page cache refresh failed', error))
      .finally(() => this.refreshing.delete(key))
  }

  private delete(key: string): void {
    const page = this.entries.get(key)
    if (!page) return
    this.bytes -= page.body.length
    this.entries.delete(key)
  }
}
