import { data } from 'react-router'
import type { ApiAnswer } from '~/lib/api-schema'
import { getAuth } from '~/lib/auth.server'
import type { SocketTicketAnswer } from '~/lib/chat-socket'
import { serverEnv } from '~/lib/env.server'
import type { Route } from './+types/socket-ticket'

const noStore = { 'Cache-Control': 'private, no-store' }

/**
 * POST /chat/socket-ticket: the browser's chat socket asks here before every (re)connection. The
 * browser holds no API token, so this asks the API for a short-lived socket ticket with the
 * session's (`POST /chat/socket-ticket/`, decision 0061) and answers it with the API's public URL
 * the socket connects to. Signed out → 401.
 */
export async function action({ context }: Route.ActionArgs) {
  const auth = getAuth(context)
  if (!auth.signedIn) {
    return data<SocketTicketAnswer>(
      { ok: false, error_key: 'not_authenticated', error_msg: '' },
      { status: 401, headers: noStore },
    )
  }
  const answer = await auth.api<ApiAnswer<'/chat/socket-ticket/', 'post'>>('/chat/socket-ticket/', { method: 'POST' })
  if (!answer.ok) {
    const status = answer.status >= 400 && answer.status < 500 ? answer.status : 503
    return data<SocketTicketAnswer>(
      { ok: false, error_key: answer.error.error_key, error_msg: answer.error.error_msg },
      { status, headers: noStore },
    )
  }
  return data<SocketTicketAnswer>(
    { ok: true, ticket: answer.data.ticket, url: serverEnv().publicApiUrl },
    { headers: noStore },
  )
}
