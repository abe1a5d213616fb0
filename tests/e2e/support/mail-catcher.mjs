#!/usr/bin/env node
// A real SMTP server for the end-to-end stack: the API delivers to it (SMTP_URL=smtp://127.0.0.1:2525)
// and the tests read what arrived over a small JSON API:
//   GET    /health              → { ok: true }
//   GET    /messages?to=addr    → [{ id, to, from, subject, text, html, links, received_at }], newest last
//   DELETE /messages            → forget everything
// Ports: MAIL_CATCHER_SMTP_PORT (2525) and MAIL_CATCHER_HTTP_PORT (2526), both on 127.0.0.1.
import http from 'node:http'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

const host = '127.0.0.1'
const smtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 2525)
const httpPort = Number(process.env.MAIL_CATCHER_HTTP_PORT ?? 2526)

/** @type {Array<{ id: number, to: string[], from: string, subject: string, text: string, html: string, links: string[], received_at: string }>} */
let messages = []
let nextId = 1

const addresses = (value) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((entry) =>
    entry.value.map((item) => (item.address ?? '').toLowerCase()),
  )

const decode = (value) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

/** Every http(s) link of the message: the text part first, then the HTML's hrefs, once each. */
function linksOf(text, html) {
  const fromText = [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((match) => match[0])
  const fromHtml = [...html.matchAll(/href\s*=\s*"([^"]+)"/gi)].map((match) => decode(match[1]))
  return [...new Set([...fromText, ...fromHtml])].filter((link) => /^https?:\/\//i.test(link))
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        const text = parsed.text ?? ''
        const html = typeof parsed.html === 'string' ? parsed.html : ''
        messages.push({
          id: nextId++,
          to: addresses(parsed.to),
          from: parsed.from?.text ?? '',
          subject: parsed.subject ?? '',
          text,
          html,
          links: linksOf(text, html),
          received_at: new Date().toISOString(),
        })
        callback()
      })
      .catch((error) => callback(error))
  },
})

const json = (response, status, body) => {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
  response.end(JSON.stringify(body))
}

const api = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://${host}:${httpPort}`)
  if (url.pathname === '/health') return json(response, 200, { ok: true, count: messages.length })
  if (url.pathname === '/messages' && request.method === 'GET') {
    const to = url.searchParams.get('to')?.trim().toLowerCase()
    return json(response, 200, to ? messages.filter((message) => message.to.includes(to)) : messages)
  }
  if (url.pathname === '/messages' && request.method === 'DELETE') {
    messages = []
    return json(response, 200, { ok: true })
  }
  return json(response, 404, { error: 'not found' })
})

smtp.on('error', (error) => console.error('[mail-catcher] SMTP error:', error.message))
smtp.listen(smtpPort, host, () => console.log(`[mail-catcher] SMTP on ${host}:${smtpPort}`))
api.listen(httpPort, host, () => console.log(`[mail-catcher] HTTP on http://${host}:${httpPort}`))

const stop = () => {
  smtp.close(() => undefined)
  api.close(() => process.exit(0))
  setTimeout(() => process.exit(0), 1000).unref()
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
