import { useState } from 'react'
import { useFetcher } from 'react-router'
import { type ActionFailure, postJson, useActionFeedback } from '~/lib/forms'
import { ReauthDialog } from './reauth-dialog'

/**
 * The action of a money setting (accounts §4): `run` posts `intent` to the page's action. When the
 * API finds the sign-in too old (403 fresh_sign_in_required), `dialog` asks for the password (and
 * code) again, then runs it once more; other failures are told as every action's are, and a success
 * goes to `onSuccess` (e.g. a redirect the action answered).
 */
export function useFreshSignInAction(
  intent: string,
  twoFactor: boolean,
  options: { fetcherKey?: string; onSuccess?: (result: Record<string, unknown>) => void } = {},
) {
  const fetcher = useFetcher<{ ok: true } | ActionFailure>({ key: options.fetcherKey ?? intent })
  const [reauth, setReauth] = useState(false)
  const run = () => void fetcher.submit({ intent }, postJson)
  useActionFeedback(fetcher.data, null, {
    onSuccess: options.onSuccess,
    onFailure: (failure) => {
      if (failure.error_key !== 'fresh_sign_in_required') return false
      setReauth(true)
      return true
    },
  })
  const dialog = (
    <ReauthDialog
      open={reauth}
      twoFactor={twoFactor}
      onClose={() => setReauth(false)}
      onConfirmed={() => {
        setReauth(false)
        run()
      }}
    />
  )
  return { run, busy: fetcher.state !== 'idle', dialog }
}
