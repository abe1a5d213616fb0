import { EMAIL_EXISTS_MESSAGE, emailSchema, normalizeEmail } from '@driftway/domain/accounts'
import { useEffect, useRef } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { useFetcher } from 'react-router'
import type { EmailAvailability } from '~/routes/accounts/email-available'

/** Accounts §9: the uniqueness check waits this long after the last keystroke. */
const EMAIL_CHECK_DEBOUNCE_MS = 500

/**
 * Checks while typing whether the e-mail of a sign-up form is taken (accounts §5) and puts the
 * "email exists" error under the field. Returns `isTaken(email)` so submit can refuse a known one.
 */
export function useEmailCheck<V extends FieldValues & { email: string }>(form: UseFormReturn<V, unknown, FieldValues>) {
  const fetcher = useFetcher<EmailAvailability>()
  const taken = useRef(new Set<string>())
  const email = form.watch('email' as Path<V>) as string | undefined
  const { load } = fetcher

  useEffect(() => {
    const parsed = emailSchema.safeParse(email ?? '')
    if (!parsed.success) return
    const timer = window.setTimeout(() => {
      void load(`/account/email-available?${new URLSearchParams({ email: parsed.data })}`)
    }, EMAIL_CHECK_DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [email, load])

  useEffect(() => {
    const answer = fetcher.data
    if (!answer?.email || answer.available !== false) return
    taken.current.add(answer.email)
    // Only while the field still holds that address.
    if (normalizeEmail(String(form.getValues('email' as Path<V>) ?? '')) === answer.email) {
      form.setError('email' as Path<V>, { type: 'server', message: EMAIL_EXISTS_MESSAGE })
    }
  }, [fetcher.data, form])

  useEffect(() => {
    // Keep the error in step with the address: back for one we know is taken (the resolver clears
    // it on every change), gone as soon as the field holds another one.
    const current = normalizeEmail(email ?? '')
    const error = form.getFieldState('email' as Path<V>).error
    if (taken.current.has(current)) {
      if (!error) form.setError('email' as Path<V>, { type: 'server', message: EMAIL_EXISTS_MESSAGE })
    } else if (error?.message === EMAIL_EXISTS_MESSAGE) {
      form.clearErrors('email' as Path<V>)
    }
  }, [email, form])

  return {
    checking: fetcher.state !== 'idle',
    isTaken: (value: string) => taken.current.has(normalizeEmail(value)),
    markTaken: (value: string) => taken.current.add(normalizeEmail(value)),
  }
}
