import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { data } from 'react-router'
import type { Route } from './+types/emoji-data'

/**
 * GET /chat/emoji/{locale}/{data|messages}.json: the emoji list of the chat's emoji picker
 * (frimousse), served from the `emojibase-data` package on this server. The picker would otherwise
 * fetch it from a public CDN, which the site's Content-Security-Policy (connect-src) refuses and
 * which would tell a third party who opens a chat. Only the site's languages, only the two files.
 */
const locales = new Set(['en', 'de'])
const files = new Set(['data.json', 'messages.json'])

const require = createRequire(import.meta.url)
const packageDir = path.dirname(require.resolve('emojibase-data/package.json'))
const version = (require('emojibase-data/package.json') as { version: string }).version

export async function loader({ params, request }: Route.LoaderArgs) {
  const { locale, file } = params
  if (!locales.has(locale) || !files.has(file)) throw data(null, { status: 404 })
  // The picker revalidates its localStorage copy with HEAD and compares ETags.
  const etag = `"emojibase-${version}-${locale}-${file}"`
  const headers = {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'public, max-age=604800',
    ETag: etag,
  }
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  const body = request.method === 'HEAD' ? null : await readFile(path.join(packageDir, locale, file))
  return new Response(body, { headers })
}
