import { stepOfField } from '@driftway/domain/listing-editor'
import type { ListingKind } from '@driftway/domain/roles'
import { ArrowRight, CreditCard, ListChecks, Lock, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, ButtonLink, Dialog } from '~/components/ui'

export type PublishFailure = { error_key: string; error_msg: string; fields?: Record<string, string[]> }

/**
 * Why a listing could not be published (spec §4/§8 publish failures) and where to fix it: the
 * payment-account-required modal, the not-activated-for-lease state, the plan, or the missing
 * fields by wizard step. Other keys show the server's message.
 */
export function PublishFailureDialog({
  failure,
  kind,
  listingId,
  onClose,
}: {
  failure: PublishFailure | null
  kind: ListingKind
  listingId: string
  onClose: () => void
}) {
  const { t } = useTranslation('lessor')
  if (!failure) return <Dialog open={false} onClose={onClose} title="" />
  const close = (
    <Button variant="secondary" onClick={onClose}>
      {t('common.close')}
    </Button>
  )
  let icon: ReactNode = <TriangleAlert />
  let title = t('publish.failed.title')
  let description: ReactNode = failure.error_msg || t('common.failed')
  let body: ReactNode = null
  let action: ReactNode = null
  switch (failure.error_key) {
    case 'stripe_account_not_created':
      icon = <CreditCard />
      title = t('publish.payout.title')
      description = t('publish.payout.text')
      action = (
        <ButtonLink to="/profile?tab=bank" iconRight={<ArrowRight className="size-4" />} data-testid="publish-fix">
          {t('publish.payout.action')}
        </ButtonLink>
      )
      break
    case 'permission_denied_cant_lease':
      icon = <Lock />
      title = t('publish.cantLease.title')
      description = t('publish.cantLease.text')
      action = (
        <ButtonLink to="/profile" iconRight={<ArrowRight className="size-4" />} data-testid="publish-fix">
          {t('publish.cantLease.action')}
        </ButtonLink>
      )
      break
    case 'subscription_required':
    case 'listing_limit_reached':
      icon = <CreditCard />
      title = t(`publish.${failure.error_key === 'subscription_required' ? 'subscription' : 'limit'}.title`)
      description = t(`publish.${failure.error_key === 'subscription_required' ? 'subscription' : 'limit'}.text`)
      action = (
        <ButtonLink to="/profile?tab=billing" iconRight={<ArrowRight className="size-4" />} data-testid="publish-fix">
          {t('publish.subscription.action')}
        </ButtonLink>
      )
      break
    case 'listing_incomplete': {
      icon = <ListChecks />
      title = t('publish.incomplete.title')
      description = t('publish.incomplete.text')
      const fields = Object.entries(failure.fields ?? {})
      body = (
        <ul className="flex max-h-72 flex-col gap-1.5 overflow-y-auto" data-testid="publish-missing">
          {fields.map(([field, messages]) => {
            const step = stepOfField(kind, field)
            const label = t(`fields.${field}`, { defaultValue: field })
            return (
              <li
                key={field}
                className="flex items-start justify-between gap-3 rounded-lg bg-surface-muted px-3 py-2 text-sm"
              >
                <span>
                  <span className="font-semibold text-ink">{label}</span>
                  <span className="block text-ink-muted">{messages[0]}</span>
                </span>
                {step && (
                  <a
                    href={`/lessor/listings/${listingId}/edit/${step}`}
                    className="shrink-0 font-semibold text-primary hover:underline"
                  >
                    {t(`steps.${step}`)}
                  </a>
                )}
              </li>
            )
          })}
        </ul>
      )
      break
    }
  }
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={description}
      icon={icon}
      tone="danger"
      className="max-w-lg"
      footer={
        <>
          {close}
          {action}
        </>
      }
    >
      <div data-testid="publish-failure" data-key={failure.error_key}>
        {body}
      </div>
    </Dialog>
  )
}
