import { useSearchParams } from 'react-router'
import { Alert, type AlertTone } from '~/components/ui'
import { useTranslation } from '~/i18n/use-translation'
import { isPayoutNotice, type PayoutNotice } from '~/lib/payouts'

const noticeTones: Record<PayoutNotice, AlertTone> = {
  connected: 'success',
  pending: 'info',
  unfinished: 'warning',
  expired: 'warning',
  failed: 'danger',
}

/** How the payout onboarding went (`?payout=`), on the page that started it: the dashboard or the bank tab. */
export function PayoutNoticeBanner({ className }: { className?: string }) {
  const { t } = useTranslation('payouts')
  const [params] = useSearchParams()
  const notice = params.get('payout')
  if (!isPayoutNotice(notice)) return null
  return (
    <Alert
      tone={noticeTones[notice]}
      title={t(`notices.${notice}.title`)}
      data-testid="payout-notice"
      className={className}
    >
      {t(`notices.${notice}.text`)}
    </Alert>
  )
}
