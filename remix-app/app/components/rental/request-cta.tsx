import type { ListingKind } from '@driftway/domain/roles'
import { ButtonLink } from '~/components/ui'
import { Send } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { newRentalRequestPath } from '~/lib/rental'

const kindOfKey: Record<string, ListingKind> = {
  campervan: 'recreational_vehicle',
  campsite: 'campsite',
  boat: 'boat',
}

/** Under a search without results: let the rental companies come with offers instead (decision 0067). */
export function RentalRequestCta({ kindKey }: { kindKey: string }) {
  const { t } = useTranslation('rental')
  return (
    <div className="mt-4 flex flex-col items-center gap-3 border-t border-line pt-5" data-testid="rental-cta">
      <p className="max-w-md text-[0.9375rem] text-ink-muted">{t('cta.text')}</p>
      <ButtonLink
        to={newRentalRequestPath(kindOfKey[kindKey] ?? 'recreational_vehicle')}
        variant="secondary"
        icon={<Send className="size-4" />}
      >
        {t('cta.button')}
      </ButtonLink>
    </div>
  )
}
