// The SMTP catcher of the integration tests (tests/integration/support/mail.ts), run as a process
// for the end-to-end stack: the API delivers to it (SMTP_URL=smtp://127.0.0.1:2525) and the
// specs read what arrived over a small JSON API:
//   GET    /health              → { ok: true, count }
//   GET    /messages?to=addr    → [{ id, to, from, subject, text, html, links, received_at }], oldest first
//   DELETE /messages            → forget everything
// Ports: MAIL_CATCHER_SMTP_PORT (2525) and MAIL_CATCHER_HTTP_PORT (2526), both on 127.0.0.1.
import http from 'node:http'
import { startMailCatcher } from '../../integration/support/mail'

const host = '127.0.0.1'
const smtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 2525)
const httpPort = Number(process.env.MAIL_CATCHER_HTTP_PORT ?? 2526)

const catcher = await startMailCatcher({ port: smtpPort, host })

const json = (response: http.ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
  response.end(JSON.stringify(body))
}

const api = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://${host}:${httpPort}`)
  if (url.pathname === '/health') return json(response, 200, { ok: true, count: catcher.messages.length })
  if (url.pathname === '/messages' && request.method === 'GET') {
    const to = url.searchParams.get('to')?.trim()
    return json(response, 200, to ? catcher.to(to) : catcher.messages)
  }
  if (url.pathname === '/messages' && request.method === 'DELETE') {
    catcher.clear()
    return json(response, 200, { ok: true })
  }
  return json(response, 404, { error_key: 'not_found', error_msg: 'Not found.' })
})

console.log(`[mail-catcher] SMTP on ${catcher.url}`)
api.listen(httpPort, host, () => console.log(`[mail-catcher] HTTP on http://${host}:${httpPort}`))

const stop = () => {
  void catcher.stop()
  api.close(() => process.exit(0))
  setTimeout(() => process.exit(0), 1000).unref()
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
