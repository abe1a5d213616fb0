import { stepOfField } from '@driftway/domain/listing-editor-fields'
import type { ListingKind } from '@driftway/domain/roles'
import type { ReactNode } from 'react'
import { Button, ButtonLink, Dialog } from '~/components/ui'
import { ArrowRight, CreditCard, ListChecks, Lock, TriangleAlert } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { apiErrorText } from '~/lib/forms'

export type PublishFailure = { error_key: string; error_msg: string; fields?: Record<string, string[]> }

/**
 * Failures fixed elsewhere: the dialog's icon, its texts (`publish.{texts}`), where the fix is and
 * the label of the button there (`publish.{action}.action`, default the texts' own).
 */
const fixes: Record<string, { icon: ReactNode; texts: string; to: string; action?: string }> = {
  stripe_account_not_created: { icon: <CreditCard />, texts: 'payout', to: '/profile?tab=bank' },
  permission_denied_cant_lease: { icon: <Lock />, texts: 'cantLease', to: '/profile' },
  subscription_required: { icon: <CreditCard />, texts: 'subscription', to: '/profile?tab=billing' },
  listing_limit_reached: { icon: <CreditCard />, texts: 'limit', to: '/profile?tab=billing', action: 'subscription' },
}

/**
 * Why a listing could not be published (spec §4/§8 publish failures) and where to fix it: the
 * payment-account-required modal, the not-activated-for-lease state, the plan, or the missing
 * fields by wizard step. Other keys show the error in words (`apiErrorText`).
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
  const fix = fixes[failure.error_key]
  const incomplete = failure.error_key === 'listing_incomplete'
  const texts = fix?.texts ?? (incomplete ? 'incomplete' : null)
  return (
    <Dialog
      open
      onClose={onClose}
      title={t(`publish.${texts ?? 'failed'}.title`)}
      description={
        texts ? t(`publish.${texts}.text`) : apiErrorText(t, failure, { fallback: t('common.failed'), kind })
      }
      icon={fix?.icon ?? (incomplete ? <ListChecks /> : <TriangleAlert />)}
      tone="danger"
      className="max-w-lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
          {fix && (
            <ButtonLink to={fix.to} iconRight={<ArrowRight className="size-4" />} data-testid="publish-fix">
              {t(`publish.${fix.action ?? fix.texts}.action`)}
            </ButtonLink>
          )}
        </>
      }
    >
      <div data-testid="publish-failure" data-key={failure.error_key}>
        {incomplete && (
          <ul className="flex max-h-72 flex-col gap-1.5 overflow-y-auto" data-testid="publish-missing">
            {Object.entries(failure.fields ?? {}).map(([field, messages]) => {
              const step = stepOfField(kind, field)
              return (
                <li
                  key={field}
                  className="flex items-start justify-between gap-3 rounded-lg bg-surface-muted px-3 py-2 text-sm"
                >
                  <span>
                    <span className="font-semibold text-ink">{t(`fields.${field}`, { defaultValue: field })}</span>
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
        )}
      </div>
    </Dialog>
  )
}
