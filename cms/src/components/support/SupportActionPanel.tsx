'use client'

import { Button, toast, useAuth, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

export type SupportTarget = 'booking' | 'user' | 'listing' | 'review'

type Action = {
  label: string
  /** The support action, under the CMS's /support-api/ (the API's /staff/). */
  path: (id: string) => string
  /** Actions that change what people see need a reason (shown to the lessor, kept in the audit log). */
  needsReason?: boolean
  reasonLabel?: string
  /** Why the action is not available for this document (the button is then disabled). */
  unavailable?: string
  /** The document changed: reload it so the form shows the new state. */
  refresh?: boolean
}

const confirmedStatuses = ['CONFIRMED', 'UPCOMING_TRIP', 'ON_GOING_TRIP', 'TRIP_COMPLETED']

function actionsFor(target: SupportTarget, field: (name: string) => unknown): Action[] {
  if (target === 'booking') {
    return [
      {
        label: 'Resend confirmation e-mail',
        path: (id) => `bookings/${id}/resend-confirmation`,
        unavailable: confirmedStatuses.includes(String(field('status')))
          ? undefined
          : 'Only a confirmed booking has a confirmation to resend.',
      },
    ]
  }
  if (target === 'user') {
    const partner = field('partner')
    return [
      ...(partner
        ? [
            {
              // The partner's company account (issue 21): its listings come from the partner's feed.
              label: 'Import partner fleet now',
              path: (id: string) => `users/${id}/partner-import`,
            },
          ]
        : []),
      {
        label: 'Resend e-mail confirmation link',
        path: (id) => `users/${id}/resend-verification`,
        unavailable: field('deleted_at_ts')
          ? 'This account was deleted.'
          : field('is_email_verified')
            ? 'The e-mail address is already confirmed.'
            : undefined,
      },
    ]
  }
  if (target === 'listing') {
    return [
      {
        label: 'Unpublish listing',
        path: (id) => `listings/${id}/unpublish`,
        needsReason: true,
        reasonLabel: 'Reason (sent to the lessor)',
        unavailable: field('is_draft') === false ? undefined : 'The listing is not published.',
        refresh: true,
      },
    ]
  }
  const hidden = Boolean(field('is_hidden'))
  return [
    {
      label: hidden ? 'Show review again' : 'Hide review',
      path: (id) => `reviews/${id}/${hidden ? 'unhide' : 'hide'}`,
      needsReason: true,
      reasonLabel: hidden ? 'Why it may be shown again' : 'Reason for hiding',
      refresh: true,
    },
  ]
}

/** The support actions of one document, for support staff and administrators. */
export function SupportActionPanel({ target }: { target: SupportTarget }) {
  const { user } = useAuth()
  const { id } = useDocumentInfo()
  const values = useFormFields(([fields]) => fields)
  const router = useRouter()
  const role = (user as { staff_role?: string } | null)?.staff_role
  if (!id || (role !== 'support' && role !== 'admin')) return null
  const field = (name: string) => values[name]?.value
  return (
    <section className="support-actions" aria-labelledby={`support-actions-${target}`}>
      <h3 id={`support-actions-${target}`} className="support-actions__title">
        Support actions
      </h3>
      {actionsFor(target, field).map((action) => (
        <SupportAction
          key={action.label}
          action={action}
          run={async (reason) => {
            const response = await fetch(`/support-api/${action.path(String(id))}`, {
              method: 'POST',
              credentials: 'same-origin',
              headers: { 'content-type': 'application/json', accept: 'application/json' },
              body: JSON.stringify(action.needsReason ? { reason } : {}),
            }).catch(() => null)
            const answer = (await response?.json().catch(() => null)) as {
              detail?: string
              error_msg?: string
            } | null
            if (!response?.ok) {
              toast.error(answer?.error_msg ?? 'The action failed. Try again in a moment.')
              return false
            }
            toast.success(answer?.detail ?? 'Done.')
            if (action.refresh) router.refresh()
            return true
          }}
        />
      ))}
      <p className="support-actions__note">Every action is recorded in the audit log with your name.</p>
    </section>
  )
}

function SupportAction({ action, run }: { action: Action; run: (reason: string) => Promise<boolean> }) {
  const [busy, setBusy] = useState(false)
  const [reason, setReason] = useState('')
  const reasonId = useId()
  const tooShort = action.needsReason && reason.trim().length < 10
  return (
    <div className="support-actions__action">
      {action.needsReason && !action.unavailable && (
        <>
          <label htmlFor={reasonId} className="support-actions__label">
            {action.reasonLabel}
          </label>
          <textarea
            id={reasonId}
            className="support-actions__reason"
            rows={3}
            maxLength={1000}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </>
      )}
      <Button
        buttonStyle="secondary"
        size="medium"
        disabled={busy || Boolean(action.unavailable) || tooShort}
        onClick={async () => {
          setBusy(true)
          const done = await run(reason.trim())
          setBusy(false)
          if (done) setReason('')
        }}
      >
        {busy ? 'Working…' : action.label}
      </Button>
      {action.unavailable && <p className="support-actions__note">{action.unavailable}</p>}
      {!action.unavailable && tooShort && (
        <p className="support-actions__note">Give a reason of at least 10 characters.</p>
      )}
    </div>
  )
}
