import { useNavigate } from 'react-router'
import type { PartnerFlowProps } from '~/components/listing-detail/partner-flows'
import { useTranslation } from '~/i18n/use-translation'
import { localizedTitle } from '~/lib/listings'
import { partnerBookingHref } from '~/lib/partner-trip'
import { type IndieStation, IndieWizard } from './indie-wizard'
import { indieChoicesOf, partnerChoicesOf } from './indie-wizard-model'

/** The stations the listing's import stored (decision 0092), to name Indie's location codes. */
function stationsOf(value: unknown): IndieStation[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((station) =>
    station && typeof station === 'object' && typeof (station as IndieStation).code === 'string'
      ? [station as IndieStation]
      : [],
  )
}

/**
 * The detail page's booking click of an Indie campervan (listings §8): the five-step wizard, then
 * the booking page with the Indie redirect query (booking §1: pickup_location_code,
 * dropoff_location_code, identifier, startDate, endDate, is_indie_camper=true) and the choices.
 */
export function IndieFlow(props: PartnerFlowProps) {
  const { listing, range } = props
  const navigate = useNavigate()
  const { i18n } = useTranslation()
  const identifier = typeof listing.identifier === 'string' && listing.identifier ? listing.identifier : null
  return (
    <IndieWizard
      open={props.open}
      onClose={props.onClose}
      listing={{
        id: listing.id,
        title: localizedTitle(listing, i18n.language),
        identifier,
        stations: stationsOf(listing.partner_locations),
      }}
      range={{ start: range.start, end: range.end }}
      stamps={props.stamps}
      initial={indieChoicesOf(props.choices)}
      returnTo={props.returnTo}
      onComplete={(form) =>
        navigate(
          partnerBookingHref(
            'recreational_vehicle',
            listing.id,
            range,
            partnerChoicesOf(form, identifier),
            form.extras,
            {
              indie: true,
            },
          ),
        )
      }
    />
  )
}
