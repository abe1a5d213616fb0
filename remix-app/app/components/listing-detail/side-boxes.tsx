import { chatTypeForKind } from '@driftway/domain/chat/types'
import type { NightKey } from '@driftway/domain/dates'
import { Link } from 'react-router'
import { draftChatPath } from '~/components/chat/chat-model'
import { Avatar, Card } from '~/components/ui'
import { buttonClasses } from '~/components/ui/button'
import { Clock, MessageCircle, Phone, ShieldCheck } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { initials } from '~/lib/accounts'
import type { ListingDetail } from './types'

/** wa.me wants the international number as digits only. */
const whatsappHref = (phone: string) => `https://wa.me/${phone.replace(/[^\d]/g, '')}`
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** WhatsApp and phone buttons with the opening hours (listings spec §1). */
export function ContactBox({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('listing')
  const { contact_whatsapp: whatsapp, contact_phone: phone } = listing
  if (!whatsapp && !phone) return null
  return (
    <Card padding="sm" className="space-y-3" data-testid="contact-box">
      <h2 className="font-semibold text-ink">{t('contact.title')}</h2>
      <div className="grid grid-cols-2 gap-2">
        {whatsapp && (
          <a
            href={whatsappHref(whatsapp)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            data-testid="contact-whatsapp"
          >
            <MessageCircle className="size-4 text-[#25d366]" aria-hidden />
            {t('contact.whatsapp')}
          </a>
        )}
        {phone && (
          <a
            href={telHref(phone)}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            data-testid="contact-phone"
          >
            <Phone className="size-4 text-primary" aria-hidden />
            {t('contact.call')}
          </a>
        )}
      </div>
      {(listing.opening_hours_weekdays || listing.opening_hours_saturday) && (
        <div className="flex gap-2.5 text-sm text-ink-muted">
          <Clock className="mt-0.5 size-4 shrink-0 text-ink-subtle" aria-hidden />
          <div>
            <p className="font-medium text-ink">{t('contact.openingHours')}</p>
            {listing.opening_hours_weekdays && <p>{listing.opening_hours_weekdays}</p>}
            {listing.opening_hours_saturday && <p>{listing.opening_hours_saturday}</p>}
          </div>
        </div>
      )}
    </Card>
  )
}

/** "Your safety": what protects the traveler when booking through Driftway. */
export function SafetyBox() {
  const { t } = useTranslation('listing')
  const points = t('safety.points', { returnObjects: true }) as string[]
  return (
    <div className="rounded-xl border border-forest-100 bg-forest-50 p-4" data-testid="safety-box">
      <h2 className="flex items-center gap-2 font-semibold text-forest-950">
        <ShieldCheck className="size-5 text-forest-600" aria-hidden />
        {t('safety.title')}
      </h2>
      <ul className="mt-2.5 space-y-1.5 text-sm text-forest-900">
        {points.map((point) => (
          <li key={point} className="flex gap-2">
            <span className="mt-2 size-1.5 shrink-0 rounded-full bg-forest-400" aria-hidden />
            {point}
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * Who offers the listing. A signed-in traveler may message them: with dates picked, the link opens
 * the draft chat of those dates (booking §2, §5: lessor, start, end and vehicle all present).
 */
export function LessorBox({
  listing,
  contact,
}: {
  listing: ListingDetail
  contact: { start: NightKey | null; end: NightKey | null } | null
}) {
  const { t } = useTranslation('listing')
  const lessor = listing.lessor
  if (!lessor) return null
  const name = lessor.company_name || t('lessor.fallbackName')
  return (
    <div
      className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4 shadow-xs sm:flex-row sm:items-center"
      data-testid="lessor-box"
    >
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <Avatar src={lessor.photo} initials={initials(name)} size="lg" />
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-ink-subtle uppercase">{t('lessor.offeredBy')}</p>
          <p className="text-lg leading-snug font-semibold break-words text-ink">{name}</p>
          <p className="text-sm text-ink-muted">
            {listing.is_instant_booking_allowed ? t('lessor.instant') : t('lessor.request')}
          </p>
        </div>
      </div>
      {contact && (
        <div className="flex shrink-0 flex-col gap-1 sm:items-end">
          {contact.start && contact.end ? (
            <Link
              to={draftChatPath({
                type: chatTypeForKind(listing.kind),
                lessor: lessor.id,
                vehicle: listing.id,
                start: contact.start,
                end: contact.end,
              })}
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
              data-testid="message-lessor"
            >
              <MessageCircle className="size-4 text-primary" aria-hidden />
              {t('lessor.message')}
            </Link>
          ) : (
            <p className="max-w-56 text-sm text-ink-muted sm:text-right" data-testid="message-lessor-hint">
              {t('lessor.messageNeedsDates')}
            </p>
          )}
        </div>
      )}
    </div>
  )
}
