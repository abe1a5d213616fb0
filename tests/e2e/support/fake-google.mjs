#!/usr/bin/env node
// A local stand-in for Google's OpenID Connect provider, so the end-to-end tests run the real
// authorization-code flow (site → /authorize → site callback → /token → API verifies the ID token):
//   GET  /authorize  a small account-chooser page; "Continue" redirects to redirect_uri?code=&state=
//   POST /token      the code for { id_token } (RS256, iss https://accounts.google.com, aud = client id)
//   GET  /jwks       the public key the API verifies with (GOOGLE_JWKS_URL)
//   GET  /health
// Env: FAKE_GOOGLE_PORT (2527), FAKE_GOOGLE_CLIENT_ID, FAKE_GOOGLE_CLIENT_SECRET.
import { createHash, randomBytes } from 'node:crypto'
import http from 'node:http'
import { exportJWK, generateKeyPair, SignJWT } from 'jose'

const host = '127.0.0.1'
const port = Number(process.env.FAKE_GOOGLE_PORT ?? 2527)
const clientId = process.env.FAKE_GOOGLE_CLIENT_ID ?? 'driftway-e2e.apps.googleusercontent.com'
const clientSecret = process.env.FAKE_GOOGLE_CLIENT_SECRET ?? 'driftway-e2e-secret'
const kid = 'fake-google-1'

const { publicKey, privateKey } = await generateKeyPair('RS256')
const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }

/** Issued codes → the identity chosen on the account page (single use, 5 minutes). */
const codes = new Map()

const escapeHtml = (value) =>
  String(value).replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char],
  )

const json = (response, status, body) => {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
  response.end(JSON.stringify(body))
}

const readBody = (request) =>
  new Promise((resolve, reject) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => resolve(body))
    request.on('error', reject)
  })

function authorizePage(params, error) {
  const hidden = ['client_id', 'redirect_uri', 'state', 'scope', 'response_type']
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(params.get(name) ?? '')}">`)
    .join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in – Google Accounts (test)</title>
<style>body{font-family:system-ui,sans-serif;background:#f0f4f9;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border-radius:28px;padding:36px;width:min(420px,90vw);box-shadow:0 1px 3px #0002}
h1{font-size:22px;font-weight:500;margin:12px 0 4px}p{color:#444;margin:0 0 20px}label{display:block;font-size:13px;color:#444;margin:12px 0 4px}
input{width:100%;box-sizing:border-box;padding:10px 12px;border:1px solid #747775;border-radius:6px;font-size:15px}
button{margin-top:20px;width:100%;padding:11px;border:0;border-radius:20px;background:#0b57d0;color:#fff;font-size:15px;cursor:pointer}
.err{color:#b3261e}</style></head>
<body><main><strong>Google</strong><h1>Choose an account</h1><p>to continue to Driftway (test provider)</p>
${error ? `<p class="err">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/authorize">${hidden}
<label for="email">E-mail</label><input id="email" name="email" type="email" required value="google.user@example.com">
<label for="given_name">First name</label><input id="given_name" name="given_name" value="Greta">
<label for="family_name">Last name</label><input id="family_name" name="family_name" value="Google">
<button type="submit">Continue</button></form></main></body></html>`
}

const server = http.createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', `http://${host}:${port}`)
  try {
    if (url.pathname === '/health') return json(response, 200, { ok: true })
    if (url.pathname === '/jwks' || url.pathname === '/oauth2/v3/certs') return json(response, 200, { keys: [jwk] })

    if (url.pathname === '/authorize' && request.method === 'GET') {
      const problem =
        url.searchParams.get('client_id') !== clientId
          ? 'Unknown client_id'
          : url.searchParams.get('response_type') !== 'code'
            ? 'response_type must be code'
            : !url.searchParams.get('redirect_uri')
              ? 'redirect_uri missing'
              : !/\bopenid\b/.test(url.searchParams.get('scope') ?? '')
                ? 'scope must include openid'
                : null
      response.writeHead(problem ? 400 : 200, { 'Content-Type': 'text/html; charset=utf-8' })
      return response.end(authorizePage(url.searchParams, problem))
    }

    if (url.pathname === '/authorize' && request.method === 'POST') {
      const form = new URLSearchParams(await readBody(request))
      const redirectUri = form.get('redirect_uri')
      if (form.get('client_id') !== clientId || !redirectUri) {
        response.writeHead(400, { 'Content-Type': 'text/plain' })
        return response.end('bad request')
      }
      const email = (form.get('email') ?? '').trim().toLowerCase()
      const code = randomBytes(16).toString('hex')
      codes.set(code, {
        email,
        given_name: form.get('given_name') || undefined,
        family_name: form.get('family_name') || undefined,
        // A stable subject per address, as Google keeps one per account.
        sub: createHash('sha256').update(email).digest('hex').slice(0, 21),
        redirectUri,
        expires: Date.now() + 5 * 60_000,
      })
      const target = new URL(redirectUri)
      target.searchParams.set('code', code)
      if (form.get('state')) target.searchParams.set('state', form.get('state'))
      response.writeHead(302, { Location: target.toString() })
      return response.end()
    }

    if (url.pathname === '/token' && request.method === 'POST') {
      const form = new URLSearchParams(await readBody(request))
      const code = form.get('code') ?? ''
      const grant = codes.get(code)
      codes.delete(code)
      if (form.get('grant_type') !== 'authorization_code')
        return json(response, 400, { error: 'unsupported_grant_type' })
      if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret)
        return json(response, 401, { error: 'invalid_client' })
      if (!grant || grant.expires < Date.now() || grant.redirectUri !== form.get('redirect_uri'))
        return json(response, 400, { error: 'invalid_grant' })
      const now = Math.floor(Date.now() / 1000)
      const idToken = await new SignJWT({
        email: grant.email,
        email_verified: true,
        given_name: grant.given_name,
        family_name: grant.family_name,
        name: [grant.given_name, grant.family_name].filter(Boolean).join(' ') || undefined,
      })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuer('https://accounts.google.com')
        .setAudience(clientId)
        .setSubject(grant.sub)
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(privateKey)
      return json(response, 200, {
        access_token: randomBytes(16).toString('hex'),
        token_type: 'Bearer',
        expires_in: 3600,
        scope: 'openid email profile',
        id_token: idToken,
      })
    }
    return json(response, 404, { error: 'not found' })
  } catch (error) {
    console.error('[fake-google]', error)
    return json(response, 500, { error: 'server_error' })
  }
})

server.listen(port, host, () => console.log(`[fake-google] http://${host}:${port}`))
const stop = () => {
  server.close(() => process.exit(0))
  setTimeout(() => process.exit(0), 1000).unref()
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
