import { useEffect, useRef } from 'react'
import { useRevalidator } from 'react-router'
import { Alert, type AlertTone } from '~/components/ui'
import { useTranslation } from '~/i18n/use-translation'
import type { BillingNoticeKind } from '~/lib/billing.server'

const tones: Record<BillingNoticeKind, AlertTone> = {
  subscribed: 'success',
  activating: 'info',
  'checkout-expired': 'warning',
  'payment-method-updated': 'success',
  'payment-method-cancelled': 'info',
  'invoice-failed': 'warning',
  'plan-changed': 'success',
}

/** Polls while a finished checkout is still being confirmed by the provider (its webhook may come a moment later). */
const pollMs = 2500
const maxPolls = 8

/** What the billing tab was reached by: a checkout's return, the payment-method page's return, a failed download. */
export function BillingNotice({ notice }: { notice: { kind: BillingNoticeKind; plan?: string } | null }) {
  const { t } = useTranslation('billing')
  const revalidator = useRevalidator()
  const polls = useRef(0)
  const kind = notice?.kind
  useEffect(() => {
    if (kind !== 'activating' || polls.current >= maxPolls) return
    const timer = window.setTimeout(() => {
      polls.current += 1
      void revalidator.revalidate()
    }, pollMs)
    return () => window.clearTimeout(timer)
  }, [kind, revalidator])
  if (!notice) return null
  return (
    <Alert
      tone={tones[notice.kind]}
      className="mb-6"
      title={t(`notice.${notice.kind}.title`, { plan: notice.plan ?? '' })}
      data-testid="billing-notice"
      data-kind={notice.kind}
    >
      {t(`notice.${notice.kind}.text`, { plan: notice.plan ?? '' })}
    </Alert>
  )
}
